/*
 * The back office's one declared cross-table read model: the staff dashboard's live counts read
 * other modules' tables (users, ledger accounts, transactions, support requests, transfers) next
 * to this module's queues, in one statement, rather than asking each owner for a count.
 */
import type { Queryable } from '../../../platform/database/sql';
import { sqlOne } from '../../../platform/database/sql';

export interface OverviewCountsRow {
  users: number;
  accounts: number;
  transactions: number;
  support: number;
  review: number;
  approvals: number;
}

/** The dashboard's counts; "approvals" adds the pending adjustments and change requests. */
export function countOverview(db: Queryable): Promise<OverviewCountsRow> {
  return sqlOne<OverviewCountsRow>(
    db,
    `SELECT
      (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM ledger_accounts WHERE kind = 'customer') AS accounts,
      (SELECT count(*)::int FROM transactions) AS transactions,
      (SELECT count(*)::int FROM support_requests WHERE status = 'open') AS support,
      (SELECT count(*)::int FROM transfers WHERE status = 'under_review') AS review,
      (SELECT count(*)::int FROM adjustment_requests WHERE status = 'pending')
        + (SELECT count(*)::int FROM change_requests WHERE status = 'pending') AS approvals`,
    [],
    'overview counts',
  );
}
