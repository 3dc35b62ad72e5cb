import { z } from 'zod';
import { IsoDateSchema, UuidSchema } from '../common';

/** The longest range an on-demand statement covers (a year and a day: a leap year's full year). */
export const STATEMENT_RANGE_DAYS_MAX = 366;
/** The most lines one statement holds; a busier range is asked for in parts. */
export const STATEMENT_LINES_MAX = 20_000;

export const STATEMENT_FORMATS = ['pdf', 'csv', 'json'] as const;
export const StatementFormatSchema = z.enum(STATEMENT_FORMATS, 'Choose pdf, csv or json');
export type StatementFormat = z.infer<typeof StatementFormatSchema>;

/** One posting on the account, as the statement shows it. Money in minor units, signed. */
export const StatementLineSchema = z.object({
  postedAt: z.string(),
  description: z.string(),
  /** Money in (positive) or out (negative). */
  amountMinor: z.number().int(),
  /** The balance after this line. */
  balanceMinor: z.number().int(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

/** The figures of a statement: the period is from `periodStart` to `periodEnd`, both included (UTC days). */
export const StatementSummarySchema = z.object({
  periodStart: IsoDateSchema,
  periodEnd: IsoDateSchema,
  openingBalanceMinor: z.number().int(),
  closingBalanceMinor: z.number().int(),
  moneyInMinor: z.number().int().nonnegative(),
  moneyOutMinor: z.number().int().nonnegative(),
  lineCount: z.number().int().nonnegative(),
});
export type StatementSummary = z.infer<typeof StatementSummarySchema>;

/** A month-end statement the bank made and keeps: it never changes; `sha256` fingerprints its content. */
export const StoredStatementSchema = StatementSummarySchema.extend({
  id: UuidSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: z.string(),
});
export type StoredStatement = z.infer<typeof StoredStatementSchema>;

export const StatementArchiveSchema = z.object({ statements: z.array(StoredStatementSchema) });
export type StatementArchive = z.infer<typeof StatementArchiveSchema>;

/** A statement with its lines (the `json` format). */
export const StatementSchema = StatementSummarySchema.extend({
  accountName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
  holderName: z.string(),
  lines: z.array(StatementLineSchema),
});
export type Statement = z.infer<typeof StatementSchema>;

export const StatementFormatQuerySchema = z.strictObject({
  format: StatementFormatSchema.default('pdf'),
});
export type StatementFormatQuery = z.input<typeof StatementFormatQuerySchema>;

/** An on-demand statement: any range of whole days up to a year, ending today at the latest. */
export const StatementRangeQuerySchema = z
  .strictObject({
    from: IsoDateSchema,
    to: IsoDateSchema,
    format: StatementFormatSchema.default('pdf'),
  })
  .refine((range) => range.from <= range.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  })
  .refine((range) => daysBetween(range.from, range.to) < STATEMENT_RANGE_DAYS_MAX, {
    message: `A statement covers at most ${STATEMENT_RANGE_DAYS_MAX} days`,
    path: ['from'],
  });
export type StatementRangeQuery = z.input<typeof StatementRangeQuerySchema>;

/** Days from one ISO date to another (UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const StatementsErrorCode = {
  NOT_FOUND: 'STATEMENTS_NOT_FOUND',
  RANGE_IN_FUTURE: 'STATEMENTS_RANGE_IN_FUTURE',
  TOO_MANY_LINES: 'STATEMENTS_TOO_MANY_LINES',
} as const;
export type StatementsErrorCode = (typeof StatementsErrorCode)[keyof typeof StatementsErrorCode];
