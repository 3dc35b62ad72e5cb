import { useState } from 'react';
import { type Card, CardErrorCode } from '@vaultline/contracts';
import { toast, type ApiRequestError } from '@vaultline/session';
import { type StaffCardAction, useChangeCardFreeze } from '../api/staff-cards';

/** The card a staff member is about to freeze or unfreeze. */
export interface CardFreezeTarget {
  card: Card;
  action: StaffCardAction;
}

/** Refusals that mean the card on screen is out of date (someone else changed it meanwhile). */
const STALE_CARD_CODES: string[] = [
  CardErrorCode.ALREADY_FROZEN,
  CardErrorCode.NOT_FROZEN,
  CardErrorCode.CLOSED,
];

/** The server's words, and what they mean for the staff member. */
export function cardRefusalText(error: ApiRequestError): string {
  if (error.code === CardErrorCode.STAFF_OWN_CARD)
    return `${error.message} Ask another staff member to do it.`;
  if (STALE_CARD_CODES.includes(error.code))
    return `${error.message} The card has been reloaded: check its status before trying again.`;
  return error.message;
}

/**
 * Freeze or unfreeze with a reason: the dialog's target, the request, and the server's refusal
 * (shown in the dialog, which stays open). A stale card is reloaded; a success is toasted.
 */
export function useCardFreeze({
  onChanged,
  onStale,
}: {
  onChanged(card: Card): void;
  onStale(): void;
}) {
  const change = useChangeCardFreeze();
  const [target, setTarget] = useState<CardFreezeTarget | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const open = (card: Card, action: StaffCardAction) => {
    setRefusal(null);
    setTarget({ card, action });
  };
  const close = () => {
    setRefusal(null);
    setTarget(null);
  };

  const confirm = async (reason: string) => {
    if (!target) return;
    const { card, action } = target;
    const result = await change.mutate({ cardId: card.id, action, reason });
    if (!result.ok) {
      setRefusal(cardRefusalText(result.error));
      if (STALE_CARD_CODES.includes(result.error.code)) onStale();
      return;
    }
    toast({
      title: action === 'freeze' ? 'Card frozen' : 'Card unfrozen',
      description:
        action === 'freeze'
          ? `Card ending in ${card.last4} is frozen: its payments are declined.`
          : `Card ending in ${card.last4} can be used again.`,
      severity: 'success',
    });
    onChanged(result.data);
    close();
  };

  return { target, refusal, pending: change.isPending, open, close, confirm };
}

export type CardFreezeState = ReturnType<typeof useCardFreeze>;
