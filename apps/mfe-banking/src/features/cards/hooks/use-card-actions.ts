import type { Card, CardList, RevealCardStart } from '@vaultline/contracts';
import { queryClient, type MutationResult } from '@vaultline/data-access';
import { toast } from '@vaultline/session';
import { cardsKeys } from '../../../api/query-keys';
import { toastRefusal } from '../../../lib/refusals';
import { useFreezeCard, useUnfreezeCard, useUnlockCardCvv, withCard } from '../api/cards';
import { useStartCardReveal } from '../api/reveal-card';
import { cardName } from '../lib/card-format';

/** Shows a card the API answered with at once (the list is asked for again after every change). */
export function showCard(card: Card): void {
  queryClient.setQueryData<CardList>(cardsKeys.list(), (list) => withCard(list, card));
}

/**
 * One card's instant actions: freeze, unfreeze, unlock the security code (each says what it did
 * in a toast), and opening the step-up that shows its number.
 */
export function useCardActions(card: Card, onRevealStarted: (stepUp: RevealCardStart) => void) {
  const freeze = useFreezeCard();
  const unfreeze = useUnfreezeCard();
  const unlock = useUnlockCardCvv();
  const startReveal = useStartCardReveal();
  const name = cardName(card);
  const settle = (
    answer: MutationResult<Card>,
    failed: string,
    done: { title: string; description: string },
  ) => {
    if (!answer.ok) return toastRefusal(failed, answer.error);
    showCard(answer.data);
    toast({ ...done, severity: 'success' });
  };
  return {
    busy: freeze.isPending || unfreeze.isPending || unlock.isPending || startReveal.isPending,
    revealing: startReveal.isPending,
    freeze: async () =>
      settle(await freeze.mutate(card.id), 'We could not freeze the card', {
        title: 'Card frozen',
        description: `${name} is frozen: new payments with it are declined until you unfreeze it.`,
      }),
    unfreeze: async () =>
      settle(await unfreeze.mutate(card.id), 'We could not unfreeze the card', {
        title: 'Card unfrozen',
        description: `${name} works again.`,
      }),
    unlockCvv: async () =>
      settle(await unlock.mutate(card.id), 'We could not unlock the security code', {
        title: 'Security code unlocked',
        description: `Payments that ask for the security code of ${name.toLowerCase()} work again.`,
      }),
    showNumber: async () => {
      const answer = await startReveal.mutate(card.id);
      if (!answer.ok) return toastRefusal('We could not show the number', answer.error);
      onRevealStarted(answer.data);
    },
  };
}
