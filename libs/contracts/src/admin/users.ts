import { z } from 'zod';
import { AccountDetailSchema, AccountSummarySchema } from '../banking/accounts';
import { TransactionSchema } from '../banking/transactions';
import { LimitTierSchema, SuspensionReasonSchema } from '../banking/transfers';
import { IsoDateSchema, multilineText, optionalText, plainText, UuidSchema } from '../common';
import { EmailSchema, MobileSchema, NameSchema, RoleSchema } from '../identity/user';

/** Why a change that needs a second staff member is asked: shown to them and kept with the request. */
export const ChangeReasonSchema = multilineText(500, 'Reason');

/** Staff see a user as: active, suspended (outgoing transfers suspended), pending (email not verified) or closed. */
export const ADMIN_USER_STATUSES = ['active', 'suspended', 'pending', 'closed'] as const;
export const AdminUserStatusSchema = z.enum(ADMIN_USER_STATUSES);
export type AdminUserStatus = z.infer<typeof AdminUserStatusSchema>;

export const ADMIN_USERS_PAGE_SIZE = 8;

export const AdminUserRowSchema = z.object({
  id: UuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  status: AdminUserStatusSchema,
  /** "Allow Transfer Validation": every transfer of this customer needs an emailed code. */
  stepUpRequired: z.boolean(),
  totalBalanceMinor: z.number().int(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: AdminUserStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUserQuery = z.input<typeof AdminUserQuerySchema>;

export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserRowSchema),
  total: z.number().int().nonnegative(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminOverviewSchema = z.object({
  totalUsers: z.number().int(),
  totalAccounts: z.number().int(),
  transactions: z.number().int(),
  /** Open support requests. */
  supportRequests: z.number().int(),
  /** Transfers waiting for a staff decision. */
  reviewQueue: z.number().int(),
  /** Requests of every kind (adjustments, settings, limits, roles, emails) waiting for a second approver. */
  pendingApprovals: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const TransferSettingsViewSchema = z.object({
  stepUpRequired: z.boolean(),
  limitTier: LimitTierSchema,
  suspendedReason: SuspensionReasonSchema.nullable(),
  pinSet: z.boolean(),
  pinLocked: z.boolean(),
});
export type TransferSettingsView = z.infer<typeof TransferSettingsViewSchema>;

export const AdminUserDetailSchema = z.object({
  user: AdminUserRowSchema.extend({
    emailVerified: z.boolean(),
    mobile: z.string().nullable(),
    address: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    closedAt: z.string().nullable(),
    closedReason: z.string().nullable(),
  }),
  accounts: z.array(AccountSummarySchema),
  transferSettings: TransferSettingsViewSchema,
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** What staff may change about a person. Never a password, PIN, balance, or a date the bank recorded. */
export const AdminUpdateUserRequestSchema = z
  .strictObject({
    firstName: NameSchema('First name'),
    lastName: NameSchema('Last name'),
    email: EmailSchema,
    mobile: z.union([MobileSchema, z.literal('').transform(() => null), z.null()]),
    address: optionalText(200, 'Address'),
    dateOfBirth: z.union([IsoDateSchema, z.literal('').transform(() => null), z.null()]),
    role: RoleSchema,
    /** Why: required when the role or the email changes (those wait for a second staff member). */
    reason: ChangeReasonSchema,
  })
  .partial();
export type AdminUpdateUserRequest = z.input<typeof AdminUpdateUserRequestSchema>;

export const AdminTransferSettingsRequestSchema = z
  .strictObject({
    stepUpRequired: z.boolean(),
    limitTier: LimitTierSchema,
    /** null lifts a suspension. */
    suspendedReason: SuspensionReasonSchema.nullable(),
    /** Why: required for the changes that wait for a second staff member (tier, lifting, step-up off). */
    reason: ChangeReasonSchema,
  })
  .partial();
export type AdminTransferSettingsRequest = z.infer<typeof AdminTransferSettingsRequestSchema>;

/** How a customer gets back in: an emailed reset link, or a temporary password emailed to them (never shown to staff). */
export const PasswordResetRequestSchema = z.strictObject({ method: z.enum(['link', 'temporary']) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const CloseRequestSchema = z.strictObject({ reason: plainText(300, 'Reason') });
export type CloseRequest = z.infer<typeof CloseRequestSchema>;

export const BankSettingsSchema = z.object({
  reviewThresholdMinor: z.number().int().nonnegative(),
  reviewTime: z.string(),
  stepUpThresholdMinor: z.number().int().nonnegative(),
  adjustmentApprovalThresholdMinor: z.number().int().nonnegative(),
  /** What one staff member may post in adjustments a day (UTC) without a second approver. */
  staffDailyAdjustmentLimitMinor: z.number().int().nonnegative(),
  /** The most a customer may send a new recipient in total in its first window, however it became known. */
  newPayeeLimitMinor: z.number().int().nonnegative(),
  /** How long a recipient's first window lasts (0: none). */
  newPayeeCoolingHours: z.number().int().nonnegative(),
  /** Business days money added from another bank (an ACH pull) is held before it can be spent. */
  achHoldBusinessDays: z.number().int().nonnegative(),
  /** What one customer may pull in from other banks per day (UTC) and per calendar month. */
  achPullDailyLimitMinor: z.number().int().nonnegative(),
  achPullMonthlyLimitMinor: z.number().int().nonnegative(),
  /** What one customer may deposit by mobile check per day (UTC) and per calendar month. */
  checkDailyLimitMinor: z.number().int().nonnegative(),
  checkMonthlyLimitMinor: z.number().int().nonnegative(),
  /** The part of an approved check available the next business day; the rest waits for the hold. */
  checkNextDayMinor: z.number().int().nonnegative(),
  checkHoldBusinessDays: z.number().int().nonnegative(),
  /** Checks above this need two staff members to approve them. */
  checkTwoApproversAboveMinor: z.number().int().nonnegative(),
  /** The most a customer may set as a debit card's limit per payment and per day (UTC). */
  cardMaxPerTransactionMinor: z.number().int().positive(),
  cardMaxDailyMinor: z.number().int().positive(),
  /** Days an authorisation's hold waits for its clearing before the money goes back. */
  cardHoldExpiryDays: z.number().int().positive(),
  updatedAt: z.string(),
});
export type BankSettings = z.infer<typeof BankSettingsSchema>;

export const UpdateBankSettingsRequestSchema = z
  .strictObject({
    reviewThresholdMinor: z.number().int().min(0).max(100_000_000_00),
    reviewTime: plainText(60, 'Review time'),
    stepUpThresholdMinor: z.number().int().min(0).max(100_000_000_00),
    adjustmentApprovalThresholdMinor: z.number().int().min(0).max(100_000_000_00),
    staffDailyAdjustmentLimitMinor: z.number().int().min(0).max(100_000_000_00),
    newPayeeLimitMinor: z.number().int().min(0).max(100_000_000_00),
    newPayeeCoolingHours: z
      .number()
      .int()
      .min(0, 'At least 0 hours')
      .max(720, 'At most 720 hours (30 days)'),
    achHoldBusinessDays: z
      .number()
      .int()
      .min(0, 'At least 0 business days')
      .max(10, 'At most 10 business days'),
    achPullDailyLimitMinor: z.number().int().min(0).max(100_000_000_00),
    achPullMonthlyLimitMinor: z.number().int().min(0).max(100_000_000_00),
    checkDailyLimitMinor: z.number().int().min(0).max(100_000_000_00),
    checkMonthlyLimitMinor: z.number().int().min(0).max(100_000_000_00),
    checkNextDayMinor: z.number().int().min(0).max(100_000_000_00),
    checkHoldBusinessDays: z
      .number()
      .int()
      .min(0, 'At least 0 business days')
      .max(10, 'At most 10 business days'),
    checkTwoApproversAboveMinor: z.number().int().min(0).max(100_000_000_00),
    cardMaxPerTransactionMinor: z.number().int().min(1, 'At least $0.01').max(100_000_000_00),
    cardMaxDailyMinor: z.number().int().min(1, 'At least $0.01').max(100_000_000_00),
    cardHoldExpiryDays: z.number().int().min(1, 'At least 1 day').max(30, 'At most 30 days'),
    /** Why: required, since every change waits for a second staff member (shown to them and kept). */
    reason: ChangeReasonSchema,
  })
  .partial();
export type UpdateBankSettingsRequest = z.infer<typeof UpdateBankSettingsRequestSchema>;
/** The settings themselves, without the reason. */
export type BankSettingsChanges = Omit<UpdateBankSettingsRequest, 'reason'>;

export const AdminErrorCode = {
  NOT_FOUND: 'ADMIN_NOT_FOUND',
  OWN_ROLE: 'ADMIN_OWN_ROLE',
  LAST_ADMIN: 'ADMIN_LAST_ADMIN',
  STAFF_NOT_CLOSABLE: 'ADMIN_STAFF_NOT_CLOSABLE',
  BALANCE_NOT_ZERO: 'ADMIN_BALANCE_NOT_ZERO',
  ALREADY_CLOSED: 'ADMIN_ALREADY_CLOSED',
  OWN_APPROVAL: 'ADMIN_OWN_APPROVAL',
  NOT_PENDING: 'ADMIN_NOT_PENDING',
  NOT_REVERSIBLE: 'ADMIN_NOT_REVERSIBLE',
  ALREADY_REVERSED: 'ADMIN_ALREADY_REVERSED',
  EMAIL_TAKEN: 'ADMIN_EMAIL_TAKEN',
  /** Staff act on their own accounts, transfers or user (make or check): never. */
  OWN_ACCOUNT: 'ADMIN_OWN_ACCOUNT',
  /** A change that needs a second staff member was asked without a reason. */
  REASON_REQUIRED: 'ADMIN_REASON_REQUIRED',
  /** What a request changes was changed since it was made: it can only be rejected or withdrawn. */
  CHANGED_SINCE_REQUEST: 'ADMIN_CHANGED_SINCE_REQUEST',
  /** Only the maker withdraws a request. */
  NOT_MAKER: 'ADMIN_NOT_MAKER',
  /** A second-factor reset for a customer with no authenticator, or with one waiting already. */
  NOTHING_TO_RESET: 'ADMIN_NOTHING_TO_RESET',
} as const;
export type AdminErrorCode = (typeof AdminErrorCode)[keyof typeof AdminErrorCode];

export const AdminAccountDetailSchema = AccountDetailSchema.extend({
  owner: z.object({
    id: UuidSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type AdminAccountDetail = z.infer<typeof AdminAccountDetailSchema>;

export const ReverseResultSchema = z.object({
  original: TransactionSchema,
  reversals: z.array(TransactionSchema),
});
export type ReverseResult = z.infer<typeof ReverseResultSchema>;
