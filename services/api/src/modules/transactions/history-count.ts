import { TRANSACTIONS_COUNTED_AHEAD } from '@vaultline/contracts';
import type { PageRow } from './history.queries';
import type { Cursor } from './history.types';

export interface Count {
  total: number;
  totalCapped: boolean;
}

/** A page's lines, and their count where known (on a cursor page, only a window's "at least"). */
export interface Found {
  rows: PageRow[];
  counted: Count | null;
}

/**
 * A page's count: what its statement counted, or on a cursor page the carried count, unless that is
 * an "at least" and the page's window has seen more (a cursor page counts nothing else).
 */
export function countOfPage(cursor: Cursor | null, found: Found): Count | null {
  if (cursor?.total === undefined) return found.counted;
  const carried = { total: cursor.total, totalCapped: cursor.totalCapped === true };
  const seenMore =
    found.counted !== null && carried.totalCapped && found.counted.total > carried.total;
  return seenMore ? found.counted : carried;
}

export function cappedCount(total: number, offset: number): Count {
  const cap = offset + TRANSACTIONS_COUNTED_AHEAD;
  return { total: Math.min(total, cap), totalCapped: total > cap };
}
