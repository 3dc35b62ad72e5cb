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

/** Whose turn it is: staff owe an answer, or the customer was answered. */
export const SupportAwaitingSchema = z.enum(['staff', 'customer']);

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
  awaiting: SupportAwaitingSchema,
  /** When the first reply is due (the operator's promise when the request came in). */
  replyDueAt: z.string(),
  firstReplyAt: z.string().nullable(),
  lastMessageAt: z.string(),
  /** Messages from the other side this reader has not opened yet. */
  unread: z.number().int().nonnegative(),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

/** One message of a conversation; the first is the request's own. */
export const SupportMessageSchema = z.object({
  id: UuidSchema,
  author: z.enum(['customer', 'staff']),
  /** "You", or the staff member's first name and the bank ("Sam, Vaultline"). */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** The other side has opened the conversation since this message came. */
  read: z.boolean(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportThreadSchema = z.object({
  request: SupportRequestSchema,
  messages: z.array(SupportMessageSchema),
});
export type SupportThread = z.infer<typeof SupportThreadSchema>;

export const SupportReplyRequestSchema = z.strictObject({
  body: multilineText(5000, 'Message'),
});
export type SupportReplyRequest = z.input<typeof SupportReplyRequestSchema>;

export const SupportErrorCode = {
  NOT_FOUND: 'SUPPORT_NOT_FOUND',
  CLOSED: 'SUPPORT_CLOSED',
} as const;
export type SupportErrorCode = (typeof SupportErrorCode)[keyof typeof SupportErrorCode];
export const SupportRequestListSchema = z.object({ requests: z.array(SupportRequestSchema) });
export type SupportRequestList = z.infer<typeof SupportRequestListSchema>;
