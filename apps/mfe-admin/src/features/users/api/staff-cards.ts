import {
  type Card,
  CardSchema,
  StaffCardActionRequestSchema,
  type StaffCardList,
  StaffCardListSchema,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';
import { seg } from '../../../lib/params';

/**
 * GET /admin/users/:id/cards: the customer's debit cards (last four digits only: staff have no
 * route to a card's number or CVV) and their card payments.
 */
export async function getUserCards(userId: string, signal?: AbortSignal): Promise<StaffCardList> {
  const { data } = await apiClient.get(`/admin/users/${seg(userId)}/cards`, { signal });
  return StaffCardListSchema.parse(data);
}

export function useUserCards(userId: string) {
  return useQuery(adminKeys.userCards(userId), (signal) => getUserCards(userId, signal));
}

/** What staff can do to a customer's card. */
export type StaffCardAction = 'freeze' | 'unfreeze';

/**
 * POST /admin/cards/:id/freeze or /unfreeze {reason}: audited with the reason. Refused with
 * CARD_ALREADY_FROZEN, CARD_NOT_FROZEN, CARD_CLOSED, or CARD_STAFF_OWN (a staff member's own card).
 */
export async function changeCardFreeze({
  cardId,
  action,
  reason,
}: {
  cardId: string;
  action: StaffCardAction;
  reason: string;
}): Promise<Card> {
  const { data } = await apiClient.post(
    `/admin/cards/${seg(cardId)}/${action}`,
    StaffCardActionRequestSchema.parse({ reason }),
  );
  return CardSchema.parse(data);
}

export function useChangeCardFreeze() {
  return useMutation(changeCardFreeze);
}
