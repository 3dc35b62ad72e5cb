import type { z } from 'zod';

/** The first message per field of a failed parse: `{ pin: 'PIN must be exactly 4 digits.' }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The message of the first issue, for a toast. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Check the form and try again.';
}
