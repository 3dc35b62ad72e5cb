import { z } from 'zod';

/**
 * Amounts are integer minor units (cents). The upper bound is far above any real transfer (the
 * premium daily limit is $50,000) but keeps every amount and every sum of a day's amounts exact
 * in a JavaScript number; the business limits are enforced by the server on top.
 */
export const AMOUNT_MAX_MINOR = 100_000_000_000;
export const AmountMinorSchema = z
  .number({ error: 'Enter the amount in cents, as a whole number' })
  .int('Enter the amount in cents, as a whole number')
  .positive('The amount must be greater than zero')
  .max(AMOUNT_MAX_MINOR, 'The amount is too large');

/** A signed amount as it appears on a statement line (credit +, debit −). */
export const SignedAmountMinorSchema = z.number().int();
