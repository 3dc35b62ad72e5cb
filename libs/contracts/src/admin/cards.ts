import { z } from 'zod';
import { CardActivitySchema, CardSchema } from '../banking/cards';
import { plainText } from '../common';

/**
 * Staff's view of a customer's debit cards: status, controls and payments, never the number or
 * the CVV (staff have no route that reveals them). Staff can freeze a card (fraud suspected, a
 * customer on the phone) and unfreeze it; each is audited with the reason.
 */
export const StaffCardListSchema = z.object({
  cards: z.array(CardSchema),
  activity: z.array(CardActivitySchema),
});
export type StaffCardList = z.infer<typeof StaffCardListSchema>;

export const StaffCardActionRequestSchema = z.strictObject({ reason: plainText(300, 'Reason') });
export type StaffCardActionRequest = z.infer<typeof StaffCardActionRequestSchema>;
