import { z } from 'zod';
import { CardActivitySchema } from '../banking/cards';
import { DisputeSchema, DisputeStatusSchema } from '../banking/disputes';
import { multilineText, UuidSchema } from '../common';

/** Above this amount a grant needs two different staff members (the first approves, the second grants). */
export const DISPUTE_TWO_APPROVERS_ABOVE_MINOR = 100_000;

/** The staff queue: every dispute not decided, the nearest deadline first. */
export const AdminDisputeSchema = DisputeSchema.extend({
  userId: UuidSchema,
  customerName: z.string(),
  /** The next deadline: the provisional credit's while none was posted, else the resolution's. */
  nextDeadline: z.string(),
  /** Marked by the deadline job: resolve within 5 business days. */
  escalated: z.boolean(),
  /** Staff-only notes, oldest first. */
  internalNotes: z.array(z.object({ at: z.string(), staffId: UuidSchema, text: z.string() })),
  approvalsNeeded: z.number().int().min(1).max(2),
  firstApproverId: UuidSchema.nullable(),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;

export const AdminDisputeQuerySchema = z.strictObject({
  status: z.union([DisputeStatusSchema, z.literal('undecided')]).default('undecided'),
});
export type AdminDisputeQuery = z.infer<typeof AdminDisputeQuerySchema>;

export const AdminDisputeListSchema = z.object({ disputes: z.array(AdminDisputeSchema) });
export type AdminDisputeList = z.infer<typeof AdminDisputeListSchema>;

/** One dispute with its evidence: the customer's other card payments at the same merchant. */
export const AdminDisputeDetailSchema = z.object({
  dispute: AdminDisputeSchema,
  merchantHistory: z.array(CardActivitySchema),
});
export type AdminDisputeDetail = z.infer<typeof AdminDisputeDetailSchema>;

export const DisputeNoteRequestSchema = z.strictObject({ text: multilineText(1000, 'Note') });
export type DisputeNoteRequest = z.infer<typeof DisputeNoteRequestSchema>;

/** Request information, grant, deny: what the customer reads (required). */
export const DisputeDecisionRequestSchema = z.strictObject({
  message: multilineText(1000, 'Message to the customer'),
});
export type DisputeDecisionRequest = z.infer<typeof DisputeDecisionRequestSchema>;

export const ChargebackResponseSchema = z.object({
  accepted: z.boolean(),
  message: z.string(),
  dispute: AdminDisputeSchema,
});
export type ChargebackResponse = z.infer<typeof ChargebackResponseSchema>;
