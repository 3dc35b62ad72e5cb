import type { Queryable } from '../../platform/database/sql';
import { sqlRows } from '../../platform/database/sql';
import type { EntryKind } from './ledger.types';

// The SQL of the ledger's reads by period (statements): postings and the accounts open in a period.

export interface MovementRow {
  opening: string;
  posting_id: string | null;
  entry_id: string | null;
  entry_kind: EntryKind | null;
  created_at: Date | null;
  amount_minor: string | null;
}

/**
 * The opening balance's row, then the period's postings (at most `fetch` of them) on the same
 * row each: the LATERAL join keeps the opening row whatever the period holds.
 */
export function movementRows(
  db: Queryable,
  accountId: string,
  period: { from: Date; to: Date },
  fetch: number,
): Promise<MovementRow[]> {
  return sqlRows<MovementRow>(
    db,
    `SELECT o.opening, m.posting_id, m.entry_id, m.entry_kind, m.created_at, m.amount_minor
         FROM (SELECT coalesce(sum(amount_minor), 0)::text AS opening
                 FROM postings WHERE account_id = $1 AND created_at < $2) o
         LEFT JOIN LATERAL (
           SELECT p.id::text AS posting_id, p.entry_id, e.kind AS entry_kind, p.created_at,
                  p.amount_minor::text AS amount_minor
             FROM postings p JOIN journal_entries e ON e.id = p.entry_id
            WHERE p.account_id = $1 AND p.created_at >= $2 AND p.created_at < $3
            ORDER BY p.created_at, p.id
            LIMIT $4) m ON true`,
    [accountId, period.from, period.to, fetch],
  );
}

export interface OpenAccountRow {
  id: string;
  owner_id: string;
}

/** Customer accounts open at some time in [from, to), after `afterId` in id order. */
export function openDuringRows(
  db: Queryable,
  period: { from: Date; to: Date },
  afterId: string | null,
  limit: number,
): Promise<OpenAccountRow[]> {
  return sqlRows<OpenAccountRow>(
    db,
    `SELECT id, owner_id FROM ledger_accounts
        WHERE kind = 'customer' AND opened_at < $2 AND (closed_at IS NULL OR closed_at >= $1)
          AND ($3::uuid IS NULL OR id > $3::uuid)
        ORDER BY id LIMIT $4`,
    [period.from, period.to, afterId, limit],
  );
}
