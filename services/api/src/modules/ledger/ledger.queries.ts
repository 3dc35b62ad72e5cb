import type { Queryable } from '../../platform/database/sql';
import { sqlOne, sqlRows } from '../../platform/database/sql';
import type { EntryKind, InternalAccount } from './ledger.types';

// The SQL of the ledger: its internal accounts, an account's day sums, and ledger_post (its live
// definition: sql/ledger-post.sql).

/** The bank's internal accounts, by code. */
export function internalAccounts(db: Queryable): Promise<{ id: string; code: InternalAccount }[]> {
  return sqlRows<{ id: string; code: InternalAccount }>(
    db,
    'SELECT id, code FROM ledger_accounts WHERE kind = $1',
    ['internal'],
  );
}

export interface DayNetRow {
  balance_minor: string;
  day: string | null;
  net_minor: string | null;
}

/**
 * The balance and the day sums in one statement: one snapshot, so a posting written meanwhile is in
 * both or in neither. The account's postings are found through postings_account_idx (account_id,
 * id) and filtered by date: a customer account holds thousands, not millions. An index on
 * (account_id, created_at) would read only the window, at a cost on every posting written; add it
 * when accounts that busy exist.
 */
const DAILY_NET_SQL = `
  SELECT a.balance_minor::text AS balance_minor, d.day, d.net_minor
    FROM ledger_accounts a
    LEFT JOIN LATERAL (
      SELECT to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
             sum(p.amount_minor)::text AS net_minor
        FROM postings p
       WHERE p.account_id = a.id AND p.created_at >= $2
       GROUP BY 1) d ON true
   WHERE a.id = $1
   ORDER BY d.day`;

/** The account's balance and day sums since `since` (no row for an unknown account). */
export function dailyNetRows(db: Queryable, accountId: string, since: Date): Promise<DayNetRow[]> {
  return sqlRows<DayNetRow>(db, DAILY_NET_SQL, [accountId, since]);
}

/** What ledger_post is given: one entry and each account's net change, in id order. */
export interface LedgerPostCall {
  kind: EntryKind;
  memo: string;
  actorId: string | null;
  actorRole: string | null;
  idempotencyRef: string | null;
  reversesEntryId: string | null;
  accountIds: string[];
  deltas: number[];
}

/** Calls ledger_post; the id of the journal entry it appended. */
export async function ledgerPost(tx: Queryable, call: LedgerPostCall): Promise<string> {
  const row = await sqlOne<{ entry_id: string }>(
    tx,
    'SELECT ledger_post($1, $2, $3, $4, $5, $6, $7::uuid[], $8::bigint[]) AS entry_id',
    [
      call.kind,
      call.memo,
      call.actorId,
      call.actorRole,
      call.idempotencyRef,
      call.reversesEntryId,
      call.accountIds,
      call.deltas,
    ],
    'journal entry',
  );
  return row.entry_id;
}
