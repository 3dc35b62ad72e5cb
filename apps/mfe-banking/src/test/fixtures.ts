import type {
  AccountDetail,
  BankingSummary,
  Me,
  Schedule,
  SupportRequest,
  Transfer,
  TransferLimits,
  TransferResult,
} from '@vaultline/contracts';
import { CHECKING_ID, checking, makeAccount, makeUser, signInAs, uuid } from '@vaultline/testing';

export {
  CHECKING_ID,
  SAVINGS_ID,
  checking,
  makeAccount,
  makeTransaction,
  makeUser,
  savings,
  sessionFor,
  transactionPage,
  uuid,
} from '@vaultline/testing';

export const USER_ID = uuid(1);
export const CLOSED_ID = uuid(103);

/** Puts a signed-in customer into the shared session store. */
export function signIn(overrides: Partial<Me> = {}): Me {
  return signInAs(makeUser(overrides));
}

export const closedAccount = makeAccount({
  id: CLOSED_ID,
  name: 'Old Business',
  type: 'business',
  numberLast4: '1111',
  status: 'closed',
  balanceMinor: 0,
});

export function makeAccountDetail(overrides: Partial<AccountDetail> = {}): AccountDetail {
  return {
    ...checking,
    number: '1002003004821',
    routingNumber: '021000021',
    closedAt: null,
    ...overrides,
  };
}

export const summary: BankingSummary = {
  totalBalanceMinor: 1_250_050,
  transactionCount: 12,
  activeAccounts: 2,
};

export function makeLimits(overrides: Partial<TransferLimits> = {}): TransferLimits {
  return {
    tier: 'standard',
    dailyLimitMinor: 1_000_000,
    usedTodayMinor: 0,
    remainingTodayMinor: 1_000_000,
    stepUpThresholdMinor: 500_000,
    reviewThresholdMinor: 1_000_000,
    reviewTime: '24 hours',
    pinSet: true,
    pinLocked: false,
    stepUpMethod: 'email',
    newRecipientLimitMinor: 50_000,
    newRecipientHours: 24,
    newRecipientsPausedUntil: null,
    externalArrival: 'about 2 days',
    suspended: null,
    ...overrides,
  };
}

export const TRANSFER_ID = uuid(5000);

export function makeTransfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: TRANSFER_ID,
    status: 'completed',
    kind: 'internal',
    fromAccountId: CHECKING_ID,
    fromAccountName: 'Everyday Checking',
    amountMinor: 12_550,
    recipientName: 'Grace Hopper',
    recipientAccountLast4: '6789',
    recipientRoutingNumber: '021000021',
    description: null,
    nameMismatch: false,
    failureReason: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    completedAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeSchedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: uuid(6000),
    status: 'active',
    frequency: 'monthly',
    nextRunOn: '2026-04-01',
    endDate: null,
    amountMinor: 5_000,
    fromAccountId: CHECKING_ID,
    fromAccountName: 'Everyday Checking',
    recipientName: 'Landlord LLC',
    recipientAccountLast4: '3333',
    description: 'Rent share',
    runs: 2,
    createdAt: '2026-01-20T12:00:00.000Z',
    ...overrides,
  };
}

export function makeResult(overrides: Partial<TransferResult> = {}): TransferResult {
  return {
    outcome: 'completed',
    transfer: makeTransfer(),
    schedule: null,
    warnings: [],
    reviewTime: null,
    codeSentTo: null,
    codeMethod: null,
    ...overrides,
  };
}

export function makeSupportRequest(
  n: number,
  overrides: Partial<SupportRequest> = {},
): SupportRequest {
  return {
    id: uuid(7000 + n),
    userId: USER_ID,
    email: 'ada@example.com',
    phone: null,
    category: 'transaction',
    subject: `Question ${n}`,
    message: `Message ${n}`,
    status: 'open',
    createdAt: '2026-03-01T09:00:00.000Z',
    resolvedAt: null,
    awaiting: 'staff',
    replyDueAt: '2026-03-02T09:00:00.000Z',
    firstReplyAt: null,
    lastMessageAt: '2026-03-01T09:00:00.000Z',
    unread: 0,
    ...overrides,
  };
}
