import {
  CardActivityListSchema,
  CardListSchema,
  CardSchema,
  ReportCardResponseSchema,
  type Card,
  type CardActivityList,
  type CardList,
  type IssueCardRequest,
  type ReportCardRequest,
  type ReportCardResponse,
  type UpdateCardControlsRequest,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { cardsKeys } from '../../../api/query-keys';

const cardPath = (cardId: string, action: string) =>
  `/cards/${encodeURIComponent(cardId)}/${action}`;

/** GET /cards: the customer's cards (never a number or CVV), the bank's maximums, the accounts a card can go on. */
export async function getCards(signal?: AbortSignal): Promise<CardList> {
  const { data } = await apiClient.get('/cards', { signal });
  return CardListSchema.parse(data);
}

export function useCards() {
  return useQuery(cardsKeys.list(), getCards);
}

/** GET /cards/activity: card payments, newest first, at most 50 (one card's when `cardId` is given). */
export async function getCardActivity(
  cardId: string | null,
  signal?: AbortSignal,
): Promise<CardActivityList> {
  const params = cardId ? { cardId } : undefined;
  const { data } = await apiClient.get('/cards/activity', { params, signal });
  return CardActivityListSchema.parse(data);
}

export function useCardActivity(cardId: string | null = null) {
  return useQuery(cardsKeys.activity(cardId), (signal) => getCardActivity(cardId, signal));
}

/**
 * POST /cards (201): a virtual debit card on a checking account. Refusals: CARD_ACCOUNT_NOT_FOUND,
 * CARD_ACCOUNT_NOT_CHECKING, CARD_ALREADY_ISSUED, KYC_NOT_VERIFIED.
 */
export async function issueCard(request: IssueCardRequest): Promise<Card> {
  const { data } = await apiClient.post('/cards', request);
  return CardSchema.parse(data);
}

/**
 * PATCH /cards/:id/controls: only the fields sent change. Refusals: CARD_LIMIT_OVER_MAXIMUM,
 * CARD_LIMITS_INCONSISTENT (per-transaction above daily), CARD_CLOSED.
 */
export async function updateCardControls(args: {
  cardId: string;
  change: UpdateCardControlsRequest;
}): Promise<Card> {
  const { data } = await apiClient.patch(cardPath(args.cardId, 'controls'), args.change);
  return CardSchema.parse(data);
}

/** POST /cards/:id/freeze. Refusals: CARD_ALREADY_FROZEN, CARD_CLOSED. */
export async function freezeCard(cardId: string): Promise<Card> {
  const { data } = await apiClient.post(cardPath(cardId, 'freeze'));
  return CardSchema.parse(data);
}

/** POST /cards/:id/unfreeze. Refusals: CARD_NOT_FROZEN, CARD_CLOSED. */
export async function unfreezeCard(cardId: string): Promise<Card> {
  const { data } = await apiClient.post(cardPath(cardId, 'unfreeze'));
  return CardSchema.parse(data);
}

/** POST /cards/:id/unlock-cvv: payments that need the security code work again. */
export async function unlockCardCvv(cardId: string): Promise<Card> {
  const { data } = await apiClient.post(cardPath(cardId, 'unlock-cvv'));
  return CardSchema.parse(data);
}

/** POST /cards/:id/report: the card is closed at once; a new number on the same account if asked. */
export async function reportCard(args: {
  cardId: string;
  request: ReportCardRequest;
}): Promise<ReportCardResponse> {
  const { data } = await apiClient.post(cardPath(args.cardId, 'report'), args.request);
  return ReportCardResponseSchema.parse(data);
}

export const useIssueCard = () => useMutation(issueCard);
export const useUpdateCardControls = () => useMutation(updateCardControls);
export const useFreezeCard = () => useMutation(freezeCard);
export const useUnfreezeCard = () => useMutation(unfreezeCard);
export const useUnlockCardCvv = () => useMutation(unlockCardCvv);
export const useReportCard = () => useMutation(reportCard);

/** Puts a card the API answered with into the cached list at once (a refetch follows every change). */
export function withCard(list: CardList | undefined, card: Card): CardList | undefined {
  if (!list) return list;
  const known = list.cards.some((candidate) => candidate.id === card.id);
  const cards = known
    ? list.cards.map((candidate) => (candidate.id === card.id ? card : candidate))
    : [...list.cards, card];
  return { ...list, cards };
}
