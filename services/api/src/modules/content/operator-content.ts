import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  BillerDirectoryEntrySchema,
  CannedReplySchema,
  LandingStatSchema,
  TestimonialSchema,
} from '@vaultline/contracts';

/**
 * The operator's content file (CONTENT_FILE): every marketing statement the landing page makes,
 * and the billers customers can pay.
 */
export const OperatorContentSchema = z.strictObject({
  bankName: z.string().min(1).max(60),
  demo: z.boolean().default(false),
  stats: z
    .array(LandingStatSchema.omit({ source: true }))
    .max(8)
    .default([]),
  claims: z.array(z.string().min(1).max(200)).max(12).default([]),
  testimonials: z.array(TestimonialSchema).max(12).default([]),
  testimonialsNote: z.string().max(200).nullable().default(null),
  partners: z.array(z.string().min(1).max(60)).max(24).default([]),
  supportEmail: z.email().nullable().default(null),
  supportPhone: z.string().max(40).nullable().default(null),
  /** The promise the portal states and the staff inbox measures: a first reply within these hours. */
  supportReplyHours: z.number().int().min(1).max(168).default(24),
  /** Replies staff can start from in the inbox (never shown to customers as such). */
  cannedReplies: z.array(CannedReplySchema).max(50).default([]),
  /** The bill-pay directory (modules/billpay): none unless the operator lists its billers. */
  billers: z.array(BillerDirectoryEntrySchema).max(1000).default([]),
});
export type OperatorContent = z.infer<typeof OperatorContentSchema>;

/** Reads and checks the content file; a broken file stops the API at boot rather than showing garbage. */
export function readOperatorContent(file: string): OperatorContent {
  const parsed = OperatorContentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid content file ${file}:\n${problems}`);
  }
  return parsed.data;
}
