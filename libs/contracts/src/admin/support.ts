import { z } from 'zod';
import {
  AttachmentIdsSchema,
  SupportCategorySchema,
  SupportMessageSchema,
  SupportRequestSchema,
  SupportStatusSchema,
} from '../banking/support';
import { multilineText, plainText, UuidSchema } from '../common';

/** The inbox's filters: status, category, assignee (me, nobody, or one staff member), overdue. */
export const AdminSupportQuerySchema = z.strictObject({
  userId: UuidSchema.optional(),
  status: SupportStatusSchema.optional(),
  category: SupportCategorySchema.optional(),
  assignee: z.union([z.enum(['me', 'none']), UuidSchema]).optional(),
  /** Only requests whose first reply is late (due and not given). */
  overdue: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional(),
});
export type AdminSupportQuery = z.input<typeof AdminSupportQuerySchema>;

export const AdminSupportRequestSchema = SupportRequestSchema.extend({
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string().nullable(),
  }),
  assignee: z.object({ id: UuidSchema, name: z.string() }).nullable(),
  /** The first reply is due and has not been given. */
  overdue: z.boolean(),
});
export type AdminSupportRequest = z.infer<typeof AdminSupportRequestSchema>;
export const AdminSupportListSchema = z.object({ items: z.array(AdminSupportRequestSchema) });
export type AdminSupportList = z.infer<typeof AdminSupportListSchema>;

/** A message as staff see it: internal notes too, marked. */
export const AdminSupportMessageSchema = SupportMessageSchema.extend({ internal: z.boolean() });
export type AdminSupportMessage = z.infer<typeof AdminSupportMessageSchema>;

export const AdminSupportThreadSchema = z.object({
  request: AdminSupportRequestSchema,
  messages: z.array(AdminSupportMessageSchema),
});
export type AdminSupportThread = z.infer<typeof AdminSupportThreadSchema>;

/** A reply to the customer, or (internal) a note only staff see. */
export const AdminSupportReplyRequestSchema = z.strictObject({
  body: multilineText(5000, 'Message'),
  internal: z.boolean().default(false),
  attachmentIds: AttachmentIdsSchema,
});
export type AdminSupportReplyRequest = z.input<typeof AdminSupportReplyRequestSchema>;

export const AssignSupportRequestSchema = z.strictObject({ assigneeId: UuidSchema.nullable() });
export type AssignSupportRequest = z.input<typeof AssignSupportRequestSchema>;

/** Resolve or archive several requests at once (at most 100). */
export const BulkCloseSupportRequestSchema = z.strictObject({
  ids: z.array(UuidSchema).min(1, 'Choose at least one request').max(100),
  status: z.enum(['resolved', 'archived']),
});
export type BulkCloseSupportRequest = z.input<typeof BulkCloseSupportRequestSchema>;
export const BulkCloseSupportResultSchema = z.object({ closed: z.number().int().nonnegative() });
export type BulkCloseSupportResult = z.infer<typeof BulkCloseSupportResultSchema>;

/** A reply the operator wrote once, for staff to start from (operator content). */
export const CannedReplySchema = z.object({
  title: plainText(80, 'Title'),
  body: multilineText(5000, 'Reply'),
});
export type CannedReply = z.infer<typeof CannedReplySchema>;
export const CannedRepliesSchema = z.object({ replies: z.array(CannedReplySchema) });
export type CannedReplies = z.infer<typeof CannedRepliesSchema>;

/** The staff members a request can be assigned to. */
export const SupportAssigneesSchema = z.object({
  staff: z.array(z.object({ id: UuidSchema, name: z.string() })),
});
export type SupportAssignees = z.infer<typeof SupportAssigneesSchema>;
