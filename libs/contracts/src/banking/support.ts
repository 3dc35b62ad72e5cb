import { z } from 'zod';
import { multilineText, plainText, UuidSchema } from '../common';
import { EmailSchema, MobileSchema } from '../identity/user';

export const SUPPORT_CATEGORIES = {
  account: 'Account Issues',
  transaction: 'Transaction Problems',
  security: 'Security Concerns',
  technical: 'Technical Support',
  other: 'Other',
} as const;
export type SupportCategory = keyof typeof SUPPORT_CATEGORIES;
export const SupportCategorySchema = z.enum(
  Object.keys(SUPPORT_CATEGORIES) as [SupportCategory, ...SupportCategory[]],
  {
    error: 'Choose a category',
  },
);

export const CreateSupportRequestSchema = z.strictObject({
  email: EmailSchema,
  phone: z.union([MobileSchema, z.literal('').transform(() => null), z.null()]).optional(),
  category: SupportCategorySchema,
  subject: plainText(150, 'Subject'),
  message: multilineText(5000, 'Message'),
});
export type CreateSupportRequest = z.input<typeof CreateSupportRequestSchema>;

export const SupportStatusSchema = z.enum(['open', 'resolved', 'archived']);
export type SupportStatus = z.infer<typeof SupportStatusSchema>;

export const SupportRequestSchema = z.object({
  id: UuidSchema,
  userId: UuidSchema,
  email: z.string(),
  phone: z.string().nullable(),
  category: SupportCategorySchema,
  subject: z.string(),
  message: z.string(),
  status: SupportStatusSchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;
export const SupportRequestListSchema = z.object({ requests: z.array(SupportRequestSchema) });
export type SupportRequestList = z.infer<typeof SupportRequestListSchema>;
