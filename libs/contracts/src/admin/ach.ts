import { z } from 'zod';
import { UuidSchema } from '../common';

/**
 * The back office's view of the ACH files the bank sent to the network: each batch file, its
 * entries and what came back.
 */

/** sent: written and handed to the network; settled: the network settled it (returns may follow). */
export const AchBatchStatusSchema = z.enum(['sent', 'settled']);

export const AchBatchSummarySchema = z.object({
  id: UuidSchema,
  fileName: z.string(),
  status: AchBatchStatusSchema,
  entryCount: z.number().int().nonnegative(),
  /** Money the bank pulls in (debit entries) and pushes out (credit entries). */
  debitTotalMinor: z.number().int().nonnegative(),
  creditTotalMinor: z.number().int().nonnegative(),
  returnCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AchBatchSummary = z.infer<typeof AchBatchSummarySchema>;

export const AchBatchListSchema = z.object({ batches: z.array(AchBatchSummarySchema) });
export type AchBatchList = z.infer<typeof AchBatchListSchema>;

/**
 * pull / push: a customer's money in or out; micro_deposit / micro_withdrawal: verifying a link;
 * bill_payment: a credit to a biller (bill pay).
 */
export const AchEntryPurposeSchema = z.enum([
  'pull',
  'push',
  'micro_deposit',
  'micro_withdrawal',
  'bill_payment',
]);

export const AchEntryViewSchema = z.object({
  id: UuidSchema,
  traceNumber: z.string(),
  purpose: AchEntryPurposeSchema,
  /** The 2-digit NACHA transaction code (22/32 credit, 27/37 debit). */
  transactionCode: z.string(),
  amountMinor: z.number().int().positive(),
  customer: z.object({ id: UuidSchema, name: z.string(), email: z.string() }),
  routingNumber: z.string(),
  accountNumberLast4: z.string(),
  returnCode: z.string().nullable(),
  returnReason: z.string().nullable(),
  returnedAt: z.string().nullable(),
});
export type AchEntryView = z.infer<typeof AchEntryViewSchema>;

export const AchBatchDetailSchema = AchBatchSummarySchema.extend({
  entries: z.array(AchEntryViewSchema),
});
export type AchBatchDetail = z.infer<typeof AchBatchDetailSchema>;
