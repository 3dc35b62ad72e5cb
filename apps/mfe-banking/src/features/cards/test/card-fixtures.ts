import type { Card, CardActivity, CardList } from '@vaultline/contracts';
import { CHECKING_ID, uuid } from '../../../test/fixtures';

export const CARD_ID = uuid(7001);
export const LIMITS = { maxPerTransactionMinor: 500_000, maxDailyMinor: 1_000_000 };

/** An active card on the checking account: $1,000 a payment, $2,500 a day, online and contactless. */
export function makeCard(overrides: Partial<Card> = {}): Card {
  return {
    id: CARD_ID,
    accountId: CHECKING_ID,
    accountName: 'Everyday Checking',
    accountNumberLast4: '4821',
    nameOnCard: 'Ada Lovelace',
    last4: '1234',
    expiryMonth: 8,
    expiryYear: 2029,
    status: 'active',
    closeReason: null,
    cvvLocked: false,
    controls: {
      perTransactionLimitMinor: 100_000,
      dailyLimitMinor: 250_000,
      allowOnline: true,
      allowContactless: true,
      allowAtm: false,
      allowAbroad: false,
      blockedGroups: [],
    },
    pendingMinor: 4_250,
    spentTodayMinor: 12_000,
    replacesCardId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function cardList(cards: Card[], overrides: Partial<CardList> = {}): CardList {
  return { cards, limits: LIMITS, eligibleAccountIds: [], ...overrides };
}

export function makeActivity(n: number, overrides: Partial<CardActivity> = {}): CardActivity {
  return {
    id: uuid(8000 + n),
    cardId: CARD_ID,
    cardLast4: '1234',
    merchantName: `Merchant ${n}`,
    mcc: 5812,
    category: 'Dining',
    country: 'US',
    channel: 'online',
    amountMinor: 5_000,
    postedMinor: 5_000,
    status: 'posted',
    responseCode: '00',
    declineReason: null,
    createdAt: '2026-11-27T18:30:00.000Z',
    postedAt: '2026-11-28T06:00:00.000Z',
    ...overrides,
  };
}
