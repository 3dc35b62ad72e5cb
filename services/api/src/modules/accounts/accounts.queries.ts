import type { AccountDetail } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of customers' accounts (ledger_accounts): list, read, count, insert, close, the dashboard.

export interface AccountRow {
  id: string;
  owner_id: string;
  type: AccountDetail['type'];
  name: string;
  number: string;
  status: 'active' | 'closed';
  balance_minor: string;
  credit_limit_minor: string;
  opened_at: Date;
  closed_at: Date | null;
}

const COLUMNS =
  'id, owner_id, type, name, number, status, balance_minor, credit_limit_minor, opened_at, closed_at';

/** The customer's accounts, open ones first. */
export function listAccounts(db: Queryable, userId: string): Promise<AccountRow[]> {
  return sqlRows<AccountRow>(
    db,
    `SELECT ${COLUMNS} FROM ledger_accounts WHERE owner_id = $1 ORDER BY status, opened_at, id`,
    [userId],
  );
}

/** A customer's own account row (locked when `lock`), if it is theirs. */
export function findOwnAccount(
  db: Queryable,
  userId: string,
  id: string,
  lock: boolean,
): Promise<AccountRow | undefined> {
  return sqlFirst<AccountRow>(
    db,
    `SELECT ${COLUMNS} FROM ledger_accounts WHERE id = $1 AND owner_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [id, userId],
  );
}

/** Locks the user's row: accounts of one customer are opened one at a time. */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await sqlRun(tx, 'SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** How many active accounts the customer holds. */
export async function countOpenAccounts(tx: Queryable, userId: string): Promise<number> {
  const { open } = await sqlOne<{ open: number }>(
    tx,
    "SELECT count(*)::int AS open FROM ledger_accounts WHERE owner_id = $1 AND status = 'active'",
    [userId],
  );
  return open;
}

/** Closes the account; the row as closed. */
export function closeAccount(tx: Queryable, id: string, reason: string): Promise<AccountRow> {
  return sqlOne<AccountRow>(
    tx,
    `UPDATE ledger_accounts SET status = 'closed', closed_at = now(), closed_reason = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, reason],
    'closed account',
  );
}

/** The dashboard's figures, as the database sums them (numeric and bigint read as text). */
export interface SummaryRow {
  total: string;
  active: string;
  transactions: string;
}

export function readSummary(db: Queryable, userId: string): Promise<SummaryRow> {
  return sqlOne<SummaryRow>(
    db,
    `SELECT
         (SELECT COALESCE(SUM(balance_minor), 0) FROM ledger_accounts WHERE owner_id = $1 AND status = 'active') AS total,
         (SELECT count(*) FROM ledger_accounts WHERE owner_id = $1 AND status = 'active') AS active,
         (SELECT count(*) FROM transactions WHERE user_id = $1) AS transactions`,
    [userId],
    'summary',
  );
}

/** Inserts a customer account under `number`; undefined when the number is taken. */
export function insertAccount(
  tx: Queryable,
  ownerId: string,
  account: { type: AccountDetail['type']; name: string; number: string },
): Promise<AccountRow | undefined> {
  return sqlFirst<AccountRow>(
    tx,
    `INSERT INTO ledger_accounts (kind, owner_id, type, name, number) VALUES ('customer', $1, $2, $3, $4)
         ON CONFLICT (number) DO NOTHING RETURNING ${COLUMNS}`,
    [ownerId, account.type, account.name, account.number],
  );
}
