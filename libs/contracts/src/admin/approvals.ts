import { z } from 'zod';
import { LimitTierSchema } from '../banking/transfers';
import { UuidSchema } from '../common';
import { EmailSchema, RoleSchema } from '../identity/user';
import { SecondFactorResetChangeSchema } from './customer-security';
import {
  AdminUserDetailSchema,
  BankSettingsSchema,
  TransferSettingsViewSchema,
  UpdateBankSettingsRequestSchema,
} from './users';

/**
 * Two-person control for what is not money: a staff member asks, a different one approves, and only
 * then does it change. Adjustments keep their own queue (`/admin/adjustments`); the approvals page
 * shows both.
 * - bank_settings: any bank-wide threshold, the review time, the per-staff daily adjustment total;
 * - transfer_settings: a customer's daily limit tier, lifting a suspension, turning step-up off;
 * - user: a person's role or email;
 * - second_factor_reset: a customer's lost authenticator removed, after an identity check.
 */
export const CHANGE_KINDS = [
  'bank_settings',
  'transfer_settings',
  'user',
  'second_factor_reset',
] as const;
export const ChangeKindSchema = z.enum(CHANGE_KINDS);
export type ChangeKind = z.infer<typeof ChangeKindSchema>;

export const CHANGE_STATUSES = ['pending', 'applied', 'rejected', 'withdrawn'] as const;
export const ChangeStatusSchema = z.enum(CHANGE_STATUSES);
export type ChangeStatus = z.infer<typeof ChangeStatusSchema>;

/** The exact change each kind may carry (the API's field names; values as the PATCH routes take them). */
export const BankSettingsChangeSchema = UpdateBankSettingsRequestSchema.omit({ reason: true });
export const TransferSettingsChangeSchema = z
  .strictObject({
    limitTier: LimitTierSchema,
    suspendedReason: z.null(),
    stepUpRequired: z.literal(false),
  })
  .partial();
export const UserChangeSchema = z.strictObject({ role: RoleSchema, email: EmailSchema }).partial();
export const CHANGE_SCHEMAS = {
  bank_settings: BankSettingsChangeSchema,
  transfer_settings: TransferSettingsChangeSchema,
  user: UserChangeSchema,
  second_factor_reset: SecondFactorResetChangeSchema,
} as const;

export const ChangeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ChangeValue = z.infer<typeof ChangeValueSchema>;

/** One field: its value when the change was asked, and the value it gets when approved. */
export const ChangeLineSchema = z.object({
  field: z.string(),
  before: ChangeValueSchema,
  after: ChangeValueSchema,
});
export type ChangeLine = z.infer<typeof ChangeLineSchema>;

const StaffRefSchema = z.object({ id: UuidSchema, name: z.string() });

export const ChangeRequestSchema = z.object({
  id: UuidSchema,
  kind: ChangeKindSchema,
  status: ChangeStatusSchema,
  /** The person it changes (null for bank settings). */
  subject: z
    .object({ id: UuidSchema, firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  changes: z.array(ChangeLineSchema).min(1),
  reason: z.string(),
  maker: StaffRefSchema,
  /** Who approved or rejected it (the maker when withdrawn). */
  checker: StaffRefSchema.nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;
export const ChangeRequestListSchema = z.object({ items: z.array(ChangeRequestSchema) });
export type ChangeRequestList = z.infer<typeof ChangeRequestListSchema>;

export const ChangeRequestQuerySchema = z.strictObject({ status: ChangeStatusSchema.optional() });
export type ChangeRequestQuery = z.infer<typeof ChangeRequestQuerySchema>;

/**
 * What a change route did: `request` is the part that now waits for a second staff member (null
 * when nothing needed one); the rest (settings / detail) is as it stands now, that part unchanged.
 */
export const BankSettingsUpdateSchema = z.object({
  settings: BankSettingsSchema,
  request: ChangeRequestSchema.nullable(),
});
export type BankSettingsUpdate = z.infer<typeof BankSettingsUpdateSchema>;
export const TransferSettingsUpdateSchema = z.object({
  settings: TransferSettingsViewSchema,
  request: ChangeRequestSchema.nullable(),
});
export type TransferSettingsUpdate = z.infer<typeof TransferSettingsUpdateSchema>;
export const AdminUserUpdateSchema = z.object({
  detail: AdminUserDetailSchema,
  request: ChangeRequestSchema.nullable(),
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;
