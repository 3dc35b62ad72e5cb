import { z } from 'zod';

/**
 * What the landing page shows besides its fixed texts: live platform figures and the operator's
 * content (claims, testimonials, partners). Nothing here is invented by the code.
 */
export const LandingStatSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** live: counted from the database just now; operator: from the operator's content file. */
  source: z.enum(['live', 'operator']),
});

export const TestimonialSchema = z.object({
  name: z.string(),
  role: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
});

export const LandingContentSchema = z.object({
  bankName: z.string(),
  /** Demo mode: the portal shows a "Demo bank — no real money" banner. */
  demo: z.boolean(),
  stats: z.array(LandingStatSchema),
  /** e.g. "Deposits insured up to $250,000" — only when the operator states it. */
  claims: z.array(z.string()),
  testimonials: z.array(TestimonialSchema),
  /** Shown above the testimonials, e.g. "Illustrative testimonials (demo content)". */
  testimonialsNote: z.string().nullable(),
  partners: z.array(z.string()),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  /** The operator's promise: the first reply to a support request within this many hours. */
  supportReplyHours: z.number().int().positive(),
});
export type LandingContent = z.infer<typeof LandingContentSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
