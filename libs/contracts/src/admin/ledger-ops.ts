import { z } from 'zod';
import { AmountMinorSchema } from '../banking/money';
import { multilineText, plainText, UuidSchema } from '../common';

export const ADJUSTMENT_CATEGORIES = [
  'Correction',
  'Fee refund',
  'Goodwill',
  'Interest',
  'Cash deposit',
  'Cash withdrawal',
  'Other',
] as const;

/** Replaces "Add Balance" and "Create Transaction": money in or out of an account, against the bank's adjustments account. */
export const AdjustmentRequestSchema = z.strictObject({
  accountId: UuidSchema,
  direction: z.enum(['credit', 'debit']),
  amountMinor: AmountMinorSchema,
  title: plainText(100, 'Title'),
  category: z.enum(ADJUSTMENT_CATEGORIES),
  description: z.union([plainText(300, 'Description'), z.literal('')]).default(''),
  /** Why: required, kept in the audit log and shown to the second approver. */
  reason: multilineText(500, 'Reason'),
});
export type AdjustmentRequest = z.input<typeof AdjustmentRequestSchema>;

/** withdrawn: its maker took it back before anyone decided. */
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected', 'withdrawn'] as const;
/** Why an adjustment waits for a second staff member: its size, or the maker's adjustments today. */
export const APPROVAL_RULES = ['threshold', 'staff_daily_total'] as const;
export const AdjustmentSchema = z.object({
  id: UuidSchema,
  status: z.enum(ADJUSTMENT_STATUSES),
  /** null: it posted at once (or was asked for before the rules were recorded). */
  approvalRule: z.enum(APPROVAL_RULES).nullable(),
  accountId: UuidSchema,
  accountName: z.string(),
  accountNumberLast4: z.string(),
  customer: z.object({ id: UuidSchema, firstName: z.string(), lastName: z.string() }),
  direction: z.enum(['credit', 'debit']),
  amountMinor: z.number().int(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  reason: z.string(),
  maker: z.object({ id: UuidSchema, name: z.string() }),
  checker: z.object({ id: UuidSchema, name: z.string() }).nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;
export const AdjustmentListSchema = z.object({ items: z.array(AdjustmentSchema) });
export type AdjustmentList = z.infer<typeof AdjustmentListSchema>;

/** Staff may change a statement line's words, never its amount, date, status or account. */
export const EditTransactionRequestSchema = z
  .strictObject({
    title: plainText(100, 'Title'),
    category: plainText(60, 'Category'),
    description: z.union([plainText(300, 'Description'), z.literal('')]),
  })
  .partial();
export type EditTransactionRequest = z.infer<typeof EditTransactionRequestSchema>;

export const ReverseRequestSchema = z.strictObject({ reason: multilineText(500, 'Reason') });
export type ReverseRequest = z.infer<typeof ReverseRequestSchema>;

export const DecisionRequestSchema = z.strictObject({ reason: multilineText(500, 'Reason') });
export type DecisionRequest = z.infer<typeof DecisionRequestSchema>;
