import { useState } from 'react';
import {
  CardErrorCode,
  type Card,
  type CardLimits,
  type MccGroup,
  type UpdateCardControlsRequest,
} from '@vaultline/contracts';
import { toast, type ApiRequestError } from '@vaultline/session';
import { useUpdateCardControls } from '../api/cards';
import { cardName } from '../lib/card-format';
import {
  draftFromControls,
  parseLimitsDraft,
  type LimitsDraft,
  type LimitsErrors,
} from '../lib/limits-draft';
import { showCard } from './use-card-actions';

const NO_ANSWER =
  'We could not reach Vaultline, so we do not know whether your changes were saved. ' +
  'Save again: it sends the same changes.';

/** Where the server's refusal belongs: on the limit it is about, else above the Save button. */
function placeRefusal(
  error: ApiRequestError,
  change: UpdateCardControlsRequest,
): { errors: LimitsErrors; refusal: string | null } {
  if (error.code === CardErrorCode.PER_TRANSACTION_OVER_DAILY)
    return { errors: { perTransaction: error.message }, refusal: null };
  const perTransactionSent = change.perTransactionLimitMinor !== undefined;
  const dailySent = change.dailyLimitMinor !== undefined;
  if (error.code === CardErrorCode.OVER_MAXIMUM && perTransactionSent !== dailySent)
    return {
      errors: perTransactionSent ? { perTransaction: error.message } : { daily: error.message },
      refusal: null,
    };
  return { errors: {}, refusal: error.status === null ? NO_ANSWER : error.message };
}

/**
 * A card's limits and controls as typed (kept through every refusal), checked against the bank's
 * maximums before anything is sent; Save sends only what changed.
 */
export function useCardLimitsForm(card: Card, limits: CardLimits) {
  const update = useUpdateCardControls();
  const [draft, setDraft] = useState<LimitsDraft>(() => draftFromControls(card.controls));
  const [errors, setErrors] = useState<LimitsErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const edit = (patch: Partial<LimitsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
    setRefusal(null);
    setUnchanged(false);
  };
  const setBlocked = (group: MccGroup, blocked: boolean) =>
    edit({
      blockedGroups: blocked
        ? [...draft.blockedGroups, group]
        : draft.blockedGroups.filter((candidate) => candidate !== group),
    });
  const save = async () => {
    const parsed = parseLimitsDraft(draft, card.controls, limits);
    if (!parsed.ok) return setErrors(parsed.errors);
    if (Object.keys(parsed.change).length === 0) return setUnchanged(true);
    const answer = await update.mutate({ cardId: card.id, change: parsed.change });
    if (!answer.ok) {
      const placed = placeRefusal(answer.error, parsed.change);
      setErrors(placed.errors);
      return setRefusal(placed.refusal);
    }
    showCard(answer.data);
    setDraft(draftFromControls(answer.data.controls));
    toast({
      title: 'Card controls saved',
      description: `${cardName(card)} now follows the limits and controls you set.`,
      severity: 'success',
    });
  };
  const state = { draft, errors, refusal, unchanged, pending: update.isPending };
  return { ...state, edit, setBlocked, save };
}

export type CardLimitsForm = ReturnType<typeof useCardLimitsForm>;
