import type { TransactionQuerySchema } from '@vaultline/contracts';

/** A history query as validated: the defaults (sort, order, limit) filled in. */
export type HistoryQuery = ReturnType<typeof TransactionQuerySchema.parse>;

/**
 * Where a keyset page starts: the last line's sort value and id, and the sort they belong to; the
 * first page's count, so later pages need not count again; and how many lines came before it.
 */
export interface Cursor {
  sort: HistoryQuery['sort'];
  value: string;
  id: string;
  total?: number;
  totalCapped?: boolean;
  seen?: number;
}
