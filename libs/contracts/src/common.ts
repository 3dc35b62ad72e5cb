import { z } from 'zod';

/** Text a person typed: trimmed, no control characters (no NUL, CR/LF injection, bidi overrides). */
export function plainText(maxLength: number, label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .regex(
      /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u,
      `${label} contains characters that are not allowed`,
    );
}

/** Several lines of text (support messages): newlines and tabs allowed, other control characters not. */
export function multilineText(maxLength: number, label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .refine(
      (text) => !/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(text.replace(/[\t\n\r]/g, '')),
      `${label} contains characters that are not allowed`,
    );
}

/** Like plainText, but may be empty (null): optional profile fields. */
export function optionalText(maxLength: number, label: string) {
  return z.union([plainText(maxLength, label), z.literal('').transform(() => null), z.null()]);
}

export const UuidSchema = z.uuid('Expected an id');

/** An ISO date, YYYY-MM-DD. */
export const IsoDateSchema = z.iso.date('Expected a date as YYYY-MM-DD');

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
