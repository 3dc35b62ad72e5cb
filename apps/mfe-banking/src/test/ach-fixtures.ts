import type { AchTransfer, LinkedAccount, LinkedAccountList } from '@vaultline/contracts';
import { CHECKING_ID, uuid } from './fixtures';

export const LINK_ID = uuid(9001);
export const FAILED_LINK_ID = uuid(9002);
export const VERIFIED_LINK_ID = uuid(9003);

export function makeLink(overrides: Partial<LinkedAccount> = {}): LinkedAccount {
  return {
    id: LINK_ID,
    holderName: 'Ada Lovelace',
    accountType: 'checking',
    routingNumber: '021000021',
    accountNumberLast4: '6789',
    status: 'awaiting_micro_deposits',
    microDepositsArriveAt: '2026-11-30T15:00:00.000Z',
    triesLeft: 3,
    createdAt: '2026-11-28T10:00:00.000Z',
    verifiedAt: null,
    ...overrides,
  };
}

export const verifiedLink = makeLink({
  id: VERIFIED_LINK_ID,
  accountType: 'savings',
  accountNumberLast4: '4455',
  status: 'verified',
  microDepositsArriveAt: null,
  verifiedAt: '2026-11-20T10:00:00.000Z',
});

export function makeLinkList(overrides: Partial<LinkedAccountList> = {}): LinkedAccountList {
  return {
    accounts: [makeLink()],
    limits: {
      dailyLimitMinor: 250_000,
      monthlyLimitMinor: 1_000_000,
      pulledTodayMinor: 20_000,
      pulledThisMonthMinor: 120_000,
      holdBusinessDays: 3,
    },
    canMoveExternally: true,
    blockedReason: null,
    simulatedNetwork: false,
    ...overrides,
  };
}

export function makeAchTransfer(overrides: Partial<AchTransfer> = {}): AchTransfer {
  return {
    id: uuid(9100),
    direction: 'in',
    linkedAccountId: VERIFIED_LINK_ID,
    linkedAccountLast4: '4455',
    accountId: CHECKING_ID,
    amountMinor: 12_550,
    status: 'pending',
    availableAt: '2026-12-03T15:00:00.000Z',
    returnCode: null,
    returnReason: null,
    createdAt: '2026-11-28T10:05:00.000Z',
    ...overrides,
  };
}
