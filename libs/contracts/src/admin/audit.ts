import { z } from 'zod';
import { UuidSchema } from '../common';

export const AuditRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  /** Who did it, for people; null for the system and ops. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  details: z.unknown(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

export const AuditQuerySchema = z.strictObject({
  actorId: UuidSchema.optional(),
  /** A user the record is about: as the target, or as the owner of the target. */
  userId: UuidSchema.optional(),
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/, 'Use an action like auth.sign_in')
    .optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The id of the last record of the previous page (newest first). */
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditRecordSchema),
  nextBefore: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const ChainVerificationSchema = z.object({
  intact: z.boolean(),
  records: z.number().int(),
  brokenAtId: z.string().nullable(),
  checkedAt: z.string(),
});
export type ChainVerification = z.infer<typeof ChainVerificationSchema>;
