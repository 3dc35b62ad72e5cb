import { z } from 'zod';
import { IsoDateSchema, UuidSchema } from '../common';
import { SignedAmountMinorSchema } from './money';

export const TRANSACTION_TYPES = ['credit', 'debit', 'transfer'] as const;
export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

/** What a statement line can be: posted (completed), on its way (pending, awaiting_code, under_review) or undone. */
export const TRANSACTION_STATUSES = [
  'pending',
  'awaiting_code',
  'under_review',
  'completed',
  'failed',
  'rejected',
  'cancelled',
  'reversed',
] as const;
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;

export const TransactionSchema = z.object({
  id: UuidSchema,
  date: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  type: TransactionTypeSchema,
  /** Signed: money in is positive, money out negative. */
  amountMinor: SignedAmountMinorSchema,
  status: TransactionStatusSchema,
  accountId: UuidSchema,
  accountName: z.string(),
  accountNumberLast4: z.string(),
  transferId: UuidSchema.nullable(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TRANSACTION_SORTS = ['date', 'amount', 'description'] as const;
export const TRANSACTIONS_PAGE_MAX = 100;
/** Numbered pages reach this far (deeper history is paged by cursor). */
export const TRANSACTIONS_OFFSET_MAX = 10_000;
/**
 * How far past a page's offset the API counts matches: a history of a million lines is not counted
 * on every page. Beyond it, `total` is this many more than the offset and `totalCapped` says "or more".
 */
export const TRANSACTIONS_COUNTED_AHEAD = 200;

/** The filters of a history (and of its export): account, words, type, days (UTC, both included), order. */
const historyFilters = {
  accountId: UuidSchema.optional(),
  search: z.string().trim().max(100).optional(),
  type: TransactionTypeSchema.optional(),
  /** The first day of the range (UTC), included. */
  from: IsoDateSchema.optional(),
  /** The last day of the range (UTC), included. */
  to: IsoDateSchema.optional(),
  sort: z.enum(TRANSACTION_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

const rangeInOrder = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || range.from <= range.to;
const RANGE_IN_ORDER = {
  message: 'The start date must be on or before the end date',
  path: ['to'],
};

/** History query: the filters, keyset pages of at most 100 (or numbered pages for small lists). */
export const TransactionQuerySchema = z
  .strictObject({
    ...historyFilters,
    limit: z.coerce.number().int().min(1).max(TRANSACTIONS_PAGE_MAX).default(20),
    /** Opaque: the nextCursor of the previous page. */
    cursor: z.string().max(1000).optional(),
    /** For numbered pages (dashboard, accounts): skip this many items; at most 10,000. Ignored with a cursor. */
    offset: z.coerce.number().int().min(0).max(TRANSACTIONS_OFFSET_MAX).optional(),
  })
  .refine(rangeInOrder, RANGE_IN_ORDER);
export type TransactionQuery = z.input<typeof TransactionQuerySchema>;

/** The most lines one CSV export holds; a filter that matches more is refused (choose fewer days). */
export const TRANSACTIONS_EXPORT_MAX = 10_000;

/** CSV export of a history: the same filters as the list, every matching line in the list's order. */
export const TransactionExportQuerySchema = z
  .strictObject(historyFilters)
  .refine(rangeInOrder, RANGE_IN_ORDER);
export type TransactionExportQuery = z.input<typeof TransactionExportQuerySchema>;

export const TransactionsErrorCode = {
  EXPORT_TOO_LARGE: 'TRANSACTIONS_EXPORT_TOO_LARGE',
} as const;
export type TransactionsErrorCode =
  (typeof TransactionsErrorCode)[keyof typeof TransactionsErrorCode];

/** How a history search matched: a reference by its start, or text anywhere (issue 42). */
export const SearchedAsSchema = z.enum(['reference_prefix', 'description_contains']);
export type SearchedAs = z.infer<typeof SearchedAsSchema>;

export const TransactionPageSchema = z.object({
  items: z.array(TransactionSchema),
  /** Matching items in all pages, counted up to TRANSACTIONS_COUNTED_AHEAD past the offset. */
  total: z.number().int().nonnegative(),
  /** More items match than `total` (show it as "200+"). Absent from APIs that counted everything. */
  totalCapped: z.boolean().default(false),
  nextCursor: z.string().nullable(),
  /**
   * What a search looked for (null without one): the start of a reference, for a word shaped like
   * one ("1A2B3C", "Ref 1A2B"), or text anywhere in the lines. Absent from older APIs.
   */
  searchedAs: SearchedAsSchema.nullable().optional(),
  /** The words of the search as it ran: the reference's start (in capitals) and the other text. */
  searchedFor: z
    .object({ referencePrefix: z.string().nullable(), contains: z.string().nullable() })
    .nullable()
    .optional(),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;
