import { z } from 'zod';
import { SupportRequestSchema, SupportStatusSchema } from '../banking/support';
import { UuidSchema } from '../common';

export const AdminSupportQuerySchema = z.strictObject({
  userId: UuidSchema.optional(),
  status: SupportStatusSchema.optional(),
});
export type AdminSupportQuery = z.infer<typeof AdminSupportQuerySchema>;

export const AdminSupportRequestSchema = SupportRequestSchema.extend({
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string().nullable(),
  }),
});
export type AdminSupportRequest = z.infer<typeof AdminSupportRequestSchema>;
export const AdminSupportListSchema = z.object({ items: z.array(AdminSupportRequestSchema) });
export type AdminSupportList = z.infer<typeof AdminSupportListSchema>;
