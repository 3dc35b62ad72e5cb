import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlRows } from '../../../platform/database/sql';

// The SQL the transfer notices read: a transfer with the owner of the Vaultline account it paid.

/** A transfer as its notices read it, with the owner of the Vaultline account it paid (if any). */
const STARTED_SQL = `SELECT t.id, t.user_id, t.kind, t.recipient, t.amount_minor, t.recipient_account_id,
    a.owner_id AS recipient_owner_id
  FROM transfers t LEFT JOIN ledger_accounts a ON a.id = t.recipient_account_id`;

export interface StartedRow {
  id: string;
  user_id: string;
  kind: 'internal' | 'external';
  recipient: { name: string };
  amount_minor: string;
  recipient_account_id: string | null;
  recipient_owner_id: string | null;
}

export function readStarted(db: Queryable, transferIds: string[]): Promise<StartedRow[]> {
  return sqlRows<StartedRow>(db, `${STARTED_SQL} WHERE t.id = ANY($1::uuid[])`, [transferIds]);
}

export function readOneStarted(db: Queryable, transferId: string): Promise<StartedRow | undefined> {
  return sqlFirst<StartedRow>(db, `${STARTED_SQL} WHERE t.id = $1`, [transferId]);
}
