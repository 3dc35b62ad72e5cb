import { z } from 'zod';
import { IsoDateSchema, UuidSchema } from '../common';

/**
 * Spending insights: the customer's completed statement lines summed per calendar month (UTC).
 * Money is integer minor units. Income and spending are both reported as positive amounts.
 *
 * What counts: lines with status `completed`, less
 * - transfers between two of the customer's own accounts (money that stayed theirs is neither
 *   income nor spending), and
 * - reversed lines and their reversals (a reversal undoes the original: neither happened).
 * Lines still on their way (pending, awaiting a code, under review) count once they complete;
 * failed, rejected and cancelled ones never do.
 */

/** The periods the insights page offers. */
export const INSIGHTS_MONTH_CHOICES = [3, 6, 12] as const;
/** The longest period the API sums: two years of months, each a bounded read of the history. */
export const INSIGHTS_MONTHS_MAX = 24;
export const INSIGHTS_MONTHS_DEFAULT = 6;

export const InsightsQuerySchema = z.strictObject({
  months: z.coerce
    .number()
    .int('Choose a whole number of months')
    .min(1, 'Choose at least 1 month')
    .max(INSIGHTS_MONTHS_MAX, `Choose at most ${INSIGHTS_MONTHS_MAX} months`)
    .default(INSIGHTS_MONTHS_DEFAULT),
});
export type InsightsQuery = z.input<typeof InsightsQuerySchema>;

/** A calendar month, YYYY-MM (UTC). */
export const CalendarMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM');

const NonNegativeMinorSchema = z.number().int().nonnegative();

/** What went out under one category in a month. */
export const CategorySpendingSchema = z.object({
  category: z.string(),
  spendingMinor: NonNegativeMinorSchema,
});
export type CategorySpending = z.infer<typeof CategorySpendingSchema>;

export const InsightsMonthSchema = z.object({
  month: CalendarMonthSchema,
  /** Completed money in. */
  incomeMinor: NonNegativeMinorSchema,
  /** Completed money out, as a positive amount; the sum of `byCategory`. */
  spendingMinor: NonNegativeMinorSchema,
  /** Spending per category, largest first (ties by name); empty in a month without spending. */
  byCategory: z.array(CategorySpendingSchema),
});
export type InsightsMonth = z.infer<typeof InsightsMonthSchema>;

export const InsightsSchema = z.object({
  /** Every month of the period, oldest first, the current month last; a quiet month is all zeros. */
  months: z.array(InsightsMonthSchema),
});
export type Insights = z.infer<typeof InsightsSchema>;

/** The days a balance history covers: at least a week, at most a year. */
export const BALANCE_HISTORY_DAYS_MIN = 7;
export const BALANCE_HISTORY_DAYS_MAX = 365;
export const BALANCE_HISTORY_DAYS_DEFAULT = 90;

export const BalanceHistoryQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .int('Choose a whole number of days')
    .min(BALANCE_HISTORY_DAYS_MIN, `Choose at least ${BALANCE_HISTORY_DAYS_MIN} days`)
    .max(BALANCE_HISTORY_DAYS_MAX, `Choose at most ${BALANCE_HISTORY_DAYS_MAX} days`)
    .default(BALANCE_HISTORY_DAYS_DEFAULT),
});
export type BalanceHistoryQuery = z.input<typeof BalanceHistoryQuerySchema>;

/** One day's closing balance (UTC) and what moved that day. */
export const BalanceDaySchema = z.object({
  date: IsoDateSchema,
  /** The balance at the end of the day (today: now). */
  balanceMinor: z.number().int(),
  /** The sum of the day's postings on the account: money in positive, money out negative. */
  netMinor: z.number().int(),
});
export type BalanceDay = z.infer<typeof BalanceDaySchema>;

export const BalanceHistorySchema = z.object({
  accountId: UuidSchema,
  /** Every day of the period, oldest first, today (UTC) last; the last balance is the balance now. */
  days: z.array(BalanceDaySchema),
});
export type BalanceHistory = z.infer<typeof BalanceHistorySchema>;
