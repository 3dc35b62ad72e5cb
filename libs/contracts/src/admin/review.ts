import { z } from 'zod';
import { TransferSchema } from '../banking/transfers';
import { multilineText, UuidSchema } from '../common';

export const ReviewItemSchema = z.object({
  transfer: TransferSchema,
  customer: z.object({
    id: UuidSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;
export const ReviewQueueSchema = z.object({ items: z.array(ReviewItemSchema) });
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/** Why staff rejected a held transfer: shown to the customer, so it is required. */
export const RejectTransferRequestSchema = z.strictObject({ reason: multilineText(300, 'Reason') });
export type RejectTransferRequest = z.infer<typeof RejectTransferRequestSchema>;
