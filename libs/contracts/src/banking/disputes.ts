import { z } from 'zod';
import { multilineText, UuidSchema } from '../common';

/**
 * Disputes under Regulation E: a customer says a posted card payment or an outgoing transfer is
 * wrong. The bank acknowledges at once, credits the amount provisionally within 10 business days
 * unless it resolves sooner, and resolves within 45 days (90 for a new account, a payment abroad or
 * at a point of sale). If it takes a provisional credit back, the customer is told 5 business days
 * before. Business days skip weekends and US federal holidays.
 */

export const DISPUTE_REASONS = {
  not_recognised: 'I don’t recognise this payment',
  charged_twice: 'I was charged twice',
  wrong_amount: 'The amount is wrong',
  not_received: 'I paid but did not receive the goods or service',
  cancelled: 'I cancelled, but was still charged',
} as const;
export type DisputeReason = keyof typeof DISPUTE_REASONS;
export const DISPUTE_REASON_KEYS = Object.keys(DISPUTE_REASONS) as [
  DisputeReason,
  ...DisputeReason[],
];
export const DisputeReasonSchema = z.enum(DISPUTE_REASON_KEYS, { error: 'Choose a reason' });

export const DISPUTE_SUBJECTS = ['card', 'transfer'] as const;
export const DisputeSubjectKindSchema = z.enum(DISPUTE_SUBJECTS);
export type DisputeSubjectKind = z.infer<typeof DisputeSubjectKindSchema>;

/** Attachments: a photo (JPEG, PNG) or a PDF, at most 5 MB. */
export const DISPUTE_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DISPUTE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const DisputeAttachmentSchema = z.object({
  id: UuidSchema,
  mediaType: z.enum(DISPUTE_ATTACHMENT_TYPES),
  bytes: z.number().int().positive(),
  sha256: z.string(),
});
export type DisputeAttachment = z.infer<typeof DisputeAttachmentSchema>;

export const FileDisputeRequestSchema = z.strictObject({
  subjectKind: DisputeSubjectKindSchema,
  /** The card payment's id (from card activity) or the transfer's id. */
  subjectId: UuidSchema,
  reason: DisputeReasonSchema,
  description: multilineText(2000, 'Description'),
  attachmentId: UuidSchema.nullable().optional(),
  /** For a card payment not recognised: freeze the card, or close it and issue a new number. */
  cardAction: z.enum(['none', 'freeze', 'replace']).default('none'),
});
export type FileDisputeRequest = z.input<typeof FileDisputeRequestSchema>;

/**
 * open: being investigated; info_requested: the bank asked the customer something; granted: the
 * credit is final; denied: not upheld (a provisional credit comes back after its notice);
 * closed: the customer withdrew it.
 */
export const DISPUTE_STATUSES = [
  'open',
  'info_requested',
  'granted',
  'denied',
  'withdrawn',
] as const;
export const DisputeStatusSchema = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;

/** One step of a dispute, as its customer and staff read it. */
export const DisputeEventSchema = z.object({
  at: z.string(),
  /**
   * filed, info_requested, info_sent, provisional_credit, granted, denied, reversed, withdrawn
   * (staff-only steps, such as approvals, chargebacks, escalation and notes, are staff's internalNotes)
   */
  kind: z.string(),
  /** What the customer is told (staff-only notes never appear here). */
  text: z.string(),
});
export type DisputeEvent = z.infer<typeof DisputeEventSchema>;

export const DisputeSchema = z.object({
  id: UuidSchema,
  subjectKind: DisputeSubjectKindSchema,
  subjectId: UuidSchema,
  accountId: UuidSchema,
  /** The merchant or the recipient, and the amount disputed (as posted). */
  counterparty: z.string(),
  amountMinor: z.number().int().positive(),
  transactionAt: z.string(),
  reason: DisputeReasonSchema,
  description: z.string(),
  status: DisputeStatusSchema,
  /** Filed more than 60 days after the statement that showed the payment: accepted, marked. */
  lateFiling: z.boolean(),
  /** 45 or 90 days to resolve (90: a new account, a payment abroad or at a point of sale). */
  resolveDays: z.number().int(),
  provisionalCreditDue: z.string(),
  resolveBy: z.string(),
  provisionalCreditMinor: z.number().int().nonnegative(),
  provisionalCreditAt: z.string().nullable(),
  /** When a denied dispute's provisional credit is taken back (5 business days after the notice). */
  reversalAt: z.string().nullable(),
  /** What the bank asked, while info_requested; and its decision's explanation once decided. */
  question: z.string().nullable(),
  decisionNote: z.string().nullable(),
  hasAttachment: z.boolean(),
  events: z.array(DisputeEventSchema),
  createdAt: z.string(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

export const DisputeListSchema = z.object({ disputes: z.array(DisputeSchema) });
export type DisputeList = z.infer<typeof DisputeListSchema>;

export const AnswerDisputeRequestSchema = z.strictObject({
  message: multilineText(2000, 'Your answer'),
  attachmentId: UuidSchema.nullable().optional(),
});
export type AnswerDisputeRequest = z.infer<typeof AnswerDisputeRequestSchema>;

export const DisputeErrorCode = {
  SUBJECT_NOT_FOUND: 'DISPUTE_SUBJECT_NOT_FOUND',
  NOT_DISPUTABLE: 'DISPUTE_NOT_DISPUTABLE',
  ALREADY_DISPUTED: 'DISPUTE_ALREADY_DISPUTED',
  NOT_FOUND: 'DISPUTE_NOT_FOUND',
  NOT_AWAITING_INFO: 'DISPUTE_NOT_AWAITING_INFO',
  NOT_OPEN: 'DISPUTE_NOT_OPEN',
  ATTACHMENT_TYPE: 'DISPUTE_ATTACHMENT_TYPE',
  ATTACHMENT_TOO_LARGE: 'DISPUTE_ATTACHMENT_TOO_LARGE',
  ATTACHMENT_NOT_FOUND: 'DISPUTE_ATTACHMENT_NOT_FOUND',
  OWN_DISPUTE: 'DISPUTE_OWN',
  SAME_APPROVER: 'DISPUTE_SAME_APPROVER',
  NOT_A_CARD: 'DISPUTE_NOT_A_CARD',
  ALREADY_CREDITED: 'DISPUTE_ALREADY_CREDITED',
} as const;
export type DisputeErrorCode = (typeof DisputeErrorCode)[keyof typeof DisputeErrorCode];
