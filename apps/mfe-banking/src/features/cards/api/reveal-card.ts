import {
  RevealCardStartSchema,
  RevealedCardSchema,
  type RevealCardStart,
  type RevealedCard,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** POST /cards/:id/reveal: opens a step-up (a code emailed, or the authenticator app's). */
export async function startCardReveal(cardId: string): Promise<RevealCardStart> {
  const { data } = await apiClient.post(`/cards/${encodeURIComponent(cardId)}/reveal`);
  return RevealCardStartSchema.parse(data);
}

export const useStartCardReveal = () => useMutation(startCardReveal);

/**
 * POST /cards/:id/reveal/confirm: the code gives the full number, CVV and expiry, once. Called
 * directly, not through useMutation: the mutation cache would keep the answer, and the number
 * lives only in the dialog's state. Refusals: the step-up's AUTH_* codes.
 */
export async function confirmCardReveal(args: {
  cardId: string;
  code: string;
}): Promise<RevealedCard> {
  const { data } = await apiClient.post(
    `/cards/${encodeURIComponent(args.cardId)}/reveal/confirm`,
    { code: args.code },
  );
  return RevealedCardSchema.parse(data);
}
