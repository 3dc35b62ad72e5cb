import type {
  AccountSummary,
  Adjustment,
  AdminAccountDetail,
  AdminDispute,
  AdminOverview,
  AdminSupportRequest,
  AdminUserDetail,
  AdminUserRow,
  AuditRecord,
  BankSettings,
  Card,
  CardActivity,
  ChangeRequest,
  Me,
  ReviewItem,
  Transfer,
} from '@vaultline/contracts';
import { CHECKING_ID, checking, makeUser, savings, signInAs, uuid } from '@vaultline/testing';

export {
  CHECKING_ID,
  SAVINGS_ID,
  checking,
  makeAccount,
  makeTransaction,
  savings,
  sessionFor,
  transactionPage,
  uuid,
} from '@vaultline/testing';

export const STAFF_ID = uuid(1);
export const OTHER_STAFF_ID = uuid(3);
export const CUSTOMER_ID = uuid(2);

/** The signed-in staff member. */
export function makeStaff(overrides: Partial<Me> = {}): Me {
  return makeUser({
    id: STAFF_ID,
    firstName: 'grace',
    lastName: 'hopper',
    email: 'grace@vaultline.example',
    role: 'admin',
    createdAt: '2025-06-01T10:00:00.000Z',
    twoFactorEnabled: true,
    hasPin: false,
    ...overrides,
  });
}

/** Puts a signed-in staff member into the shared session store. */
export function signInStaff(overrides: Partial<Me> = {}): Me {
  return signInAs(makeStaff(overrides));
}

export const overview: AdminOverview = {
  totalUsers: 1234,
  totalAccounts: 2345,
  transactions: 98765,
  supportRequests: 7,
  reviewQueue: 3,
  pendingApprovals: 2,
};

export function makeUserRow(n: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: uuid(200 + n),
    firstName: `user${n}`,
    lastName: 'tester',
    email: `user${n}@example.com`,
    role: 'customer',
    status: 'active',
    stepUpRequired: false,
    totalBalanceMinor: n * 10_000,
    avatarUrl: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

type UserDetailOverrides = {
  user?: Partial<AdminUserDetail['user']>;
  accounts?: AccountSummary[];
  transferSettings?: Partial<AdminUserDetail['transferSettings']>;
};

export function makeUserDetail({
  user,
  accounts,
  transferSettings,
}: UserDetailOverrides = {}): AdminUserDetail {
  return {
    user: {
      id: CUSTOMER_ID,
      firstName: 'ada',
      lastName: 'lovelace',
      email: 'ada@example.com',
      role: 'customer',
      status: 'active',
      stepUpRequired: false,
      totalBalanceMinor: 1_250_050,
      avatarUrl: null,
      createdAt: '2026-01-15T10:00:00.000Z',
      emailVerified: true,
      mobile: null,
      address: null,
      dateOfBirth: null,
      closedAt: null,
      closedReason: null,
      ...user,
    },
    accounts: accounts ?? [checking, savings],
    transferSettings: {
      stepUpRequired: false,
      limitTier: 'standard',
      suspendedReason: null,
      pinSet: true,
      pinLocked: false,
      ...transferSettings,
    },
  };
}

export function makeAccountDetail(overrides: Partial<AdminAccountDetail> = {}): AdminAccountDetail {
  return {
    ...checking,
    number: '1002003004821',
    routingNumber: '021000021',
    closedAt: null,
    owner: { id: CUSTOMER_ID, firstName: 'ada', lastName: 'lovelace', email: 'ada@example.com' },
    ...overrides,
  };
}

export const bankSettings: BankSettings = {
  reviewThresholdMinor: 1_000_000,
  reviewTime: '24 hours',
  stepUpThresholdMinor: 500_000,
  adjustmentApprovalThresholdMinor: 100_000,
  staffDailyAdjustmentLimitMinor: 500_000,
  newPayeeLimitMinor: 50_000,
  newPayeeCoolingHours: 24,
  achHoldBusinessDays: 2,
  achPullDailyLimitMinor: 250_000,
  achPullMonthlyLimitMinor: 1_000_000,
  checkDailyLimitMinor: 500_000,
  checkMonthlyLimitMinor: 2_000_000,
  checkNextDayMinor: 22_500,
  checkHoldBusinessDays: 2,
  checkTwoApproversAboveMinor: 500_000,
  cardMaxPerTransactionMinor: 500_000,
  cardMaxDailyMinor: 1_000_000,
  cardHoldExpiryDays: 7,
  updatedAt: '2026-02-01T09:00:00.000Z',
};

export function makeAdjustment(n: number, overrides: Partial<Adjustment> = {}): Adjustment {
  return {
    id: uuid(3000 + n),
    status: 'pending',
    approvalRule: 'threshold',
    accountId: CHECKING_ID,
    accountName: 'Everyday Checking',
    accountNumberLast4: '4821',
    customer: { id: CUSTOMER_ID, firstName: 'ada', lastName: 'lovelace' },
    direction: 'credit',
    amountMinor: 250_000 + n,
    title: `Adjustment ${n}`,
    category: 'Correction',
    description: '',
    reason: `Reason ${n}`,
    maker: { id: OTHER_STAFF_ID, name: 'Alan Turing' },
    checker: null,
    decisionReason: null,
    createdAt: '2026-03-09T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A pending change request (by default: another staff member asks to raise the adjustment approval threshold). */
export function makeChangeRequest(
  n: number,
  overrides: Partial<ChangeRequest> = {},
): ChangeRequest {
  return {
    id: uuid(4000 + n),
    kind: 'bank_settings',
    status: 'pending',
    subject: null,
    changes: [{ field: 'adjustmentApprovalThresholdMinor', before: 100_000, after: 250_000 }],
    reason: `Reason ${n}`,
    maker: { id: OTHER_STAFF_ID, name: 'Alan Turing' },
    checker: null,
    decisionReason: null,
    createdAt: '2026-03-08T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export function makeTransfer(n: number, overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: uuid(5000 + n),
    status: 'under_review',
    kind: 'external',
    fromAccountId: CHECKING_ID,
    fromAccountName: 'Everyday Checking',
    amountMinor: 1_500_000,
    recipientName: 'Charles Babbage',
    recipientAccountLast4: '6789',
    recipientRoutingNumber: '021000021',
    description: null,
    nameMismatch: false,
    failureReason: null,
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    completedAt: null,
    ...overrides,
  };
}

export function makeReviewItem(n: number, transfer: Partial<Transfer> = {}): ReviewItem {
  return {
    transfer: makeTransfer(n, transfer),
    customer: { id: CUSTOMER_ID, firstName: 'ada', lastName: 'lovelace', email: 'ada@example.com' },
  };
}

export function makeSupportRequest(
  n: number,
  overrides: Partial<AdminSupportRequest> = {},
): AdminSupportRequest {
  return {
    id: uuid(7000 + n),
    userId: CUSTOMER_ID,
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
    customer: { firstName: 'ada', lastName: 'lovelace', mobile: null },
    assignee: null,
    overdue: false,
    ...overrides,
  };
}

export function makeAuditRecord(n: number, overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: String(n),
    at: '2026-03-09T10:00:00.000Z',
    actorId: STAFF_ID,
    actorRole: 'admin',
    actorName: 'Grace Hopper',
    action: 'admin.user_update',
    targetType: 'user',
    targetId: CUSTOMER_ID,
    ip: '203.0.113.7',
    before: { firstName: 'ada' },
    after: { firstName: 'Ada' },
    details: null,
    prevHash: `prev${n}`,
    hash: `hash${n}`,
    ...overrides,
  };
}

/** An active debit card on the checking account (only its last four digits, as staff see it). */
export function makeCard(n: number, overrides: Partial<Card> = {}): Card {
  return {
    id: uuid(8000 + n),
    accountId: CHECKING_ID,
    accountName: 'Everyday Checking',
    accountNumberLast4: '4821',
    nameOnCard: 'ADA LOVELACE',
    last4: String(1230 + n).padStart(4, '0'),
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
      allowAtm: true,
      allowAbroad: true,
      blockedGroups: [],
    },
    pendingMinor: 0,
    spentTodayMinor: 0,
    replacesCardId: null,
    createdAt: '2026-02-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A card payment on makeCard(1): approved and still held, by default. */
export function makeCardActivity(n: number, overrides: Partial<CardActivity> = {}): CardActivity {
  return {
    id: uuid(8100 + n),
    cardId: uuid(8001),
    cardLast4: '1231',
    merchantName: `Merchant ${n}`,
    mcc: 5812,
    category: 'Dining',
    country: 'US',
    channel: 'contactless',
    amountMinor: 1_250 + n,
    postedMinor: null,
    status: 'pending',
    responseCode: '00',
    declineReason: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    postedAt: null,
    ...overrides,
  };
}

/** A dispute as the back office lists it (undecided, escalated, filed late). */
export function makeAdminDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return {
    id: uuid(9301),
    subjectKind: 'card',
    subjectId: uuid(9302),
    accountId: uuid(9303),
    counterparty: 'Blue Door Coffee',
    amountMinor: 450,
    transactionAt: '2026-11-20T10:00:00.000Z',
    reason: 'not_recognised',
    description: 'I was at home.',
    status: 'open',
    lateFiling: true,
    resolveDays: 45,
    provisionalCreditDue: '2099-12-10',
    resolveBy: '2100-01-09',
    provisionalCreditMinor: 0,
    provisionalCreditAt: null,
    reversalAt: null,
    question: null,
    decisionNote: null,
    hasAttachment: false,
    events: [{ at: '2026-11-25T10:00:00.000Z', kind: 'filed', text: 'Dispute received.' }],
    createdAt: '2026-11-25T10:00:00.000Z',
    userId: CUSTOMER_ID,
    customerName: 'Ada Lovelace',
    nextDeadline: '2099-12-10',
    escalated: true,
    internalNotes: [],
    approvalsNeeded: 1,
    firstApproverId: null,
    ...overrides,
  };
}
