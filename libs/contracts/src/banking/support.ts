import { z } from 'zod';
import { multilineText, plainText, UuidSchema } from '../common';
import { EmailSchema, MobileSchema } from '../identity/user';
import {
  DISPUTE_ATTACHMENT_MAX_BYTES,
  DISPUTE_ATTACHMENT_TYPES,
  DisputeAttachmentSchema,
} from './disputes';

/** Files in a conversation: the same kinds (JPEG, PNG, PDF) and limit (5 MB) as dispute evidence. */
export const SUPPORT_ATTACHMENT_TYPES = DISPUTE_ATTACHMENT_TYPES;
export const SUPPORT_ATTACHMENT_MAX_BYTES = DISPUTE_ATTACHMENT_MAX_BYTES;
export const SUPPORT_ATTACHMENTS_PER_MESSAGE = 3;
/** An uploaded file, before and after it is placed in a message. */
export const SupportAttachmentSchema = DisputeAttachmentSchema;
export type SupportAttachment = z.infer<typeof SupportAttachmentSchema>;

/** The files uploaded first (POST /support/attachments) that a message carries. */
export const AttachmentIdsSchema = z
  .array(UuidSchema)
  .max(SUPPORT_ATTACHMENTS_PER_MESSAGE, `Attach at most ${SUPPORT_ATTACHMENTS_PER_MESSAGE} files`)
  .refine((ids) => new Set(ids).size === ids.length, 'Attach each file once')
  .optional();

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
  attachmentIds: AttachmentIdsSchema,
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
  attachments: z.array(SupportAttachmentSchema),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportThreadSchema = z.object({
  request: SupportRequestSchema,
  messages: z.array(SupportMessageSchema),
});
export type SupportThread = z.infer<typeof SupportThreadSchema>;

export const SupportReplyRequestSchema = z.strictObject({
  body: multilineText(5000, 'Message'),
  attachmentIds: AttachmentIdsSchema,
});
export type SupportReplyRequest = z.input<typeof SupportReplyRequestSchema>;

export const SupportErrorCode = {
  NOT_FOUND: 'SUPPORT_NOT_FOUND',
  CLOSED: 'SUPPORT_CLOSED',
  ATTACHMENT_TYPE: 'SUPPORT_ATTACHMENT_TYPE',
  ATTACHMENT_TOO_LARGE: 'SUPPORT_ATTACHMENT_TOO_LARGE',
  ATTACHMENT_NOT_FOUND: 'SUPPORT_ATTACHMENT_NOT_FOUND',
} as const;
export type SupportErrorCode = (typeof SupportErrorCode)[keyof typeof SupportErrorCode];
export const SupportRequestListSchema = z.object({ requests: z.array(SupportRequestSchema) });
export type SupportRequestList = z.infer<typeof SupportRequestListSchema>;
