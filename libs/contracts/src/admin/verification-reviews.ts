import { z } from 'zod';
import { plainText, UuidSchema } from '../common';

/**
 * The staff queue of identity verifications whose name matched the sanctions list: clearing takes
 * two different staff members (one proposes, another confirms); closing, with a reason the
 * customer is shown, takes one.
 */

/** hit: the same name; near_hit: within two letters, or the same words in another order. */
export const MATCH_KINDS = ['hit', 'near_hit'] as const;
export const MatchKindSchema = z.enum(MATCH_KINDS);
export type MatchKind = z.infer<typeof MatchKindSchema>;

/** What opened the review: the customer's submission, or a later change of their name. */
export const ReviewTriggerSchema = z.enum(['submission', 'name_change']);

export const VerificationReviewStatusSchema = z.enum(['open', 'cleared', 'closed']);

const PersonSchema = z.object({ id: UuidSchema, name: z.string() });

export const VerificationReviewSchema = z.object({
  id: UuidSchema,
  customer: PersonSchema.extend({ email: z.string() }),
  /** The customer's name as it was screened. */
  screenedName: z.string(),
  listEntry: z.object({ id: z.string(), name: z.string() }),
  matchKind: MatchKindSchema,
  trigger: ReviewTriggerSchema,
  status: VerificationReviewStatusSchema,
  openedAt: z.string(),
  /** The staff member who proposed clearing; a different one must confirm. */
  firstClearer: PersonSchema.nullable(),
  firstClearedAt: z.string().nullable(),
});
export type VerificationReview = z.infer<typeof VerificationReviewSchema>;

export const VerificationReviewListSchema = z.object({ items: z.array(VerificationReviewSchema) });
export type VerificationReviewList = z.infer<typeof VerificationReviewListSchema>;

export const CloseVerificationReviewRequestSchema = z.strictObject({
  /** Shown to the customer with "contact support". */
  reason: plainText(300, 'Reason'),
});
export type CloseVerificationReviewRequest = z.infer<typeof CloseVerificationReviewRequestSchema>;
