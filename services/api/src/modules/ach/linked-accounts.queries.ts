import type { ExternalAccountType, LinkStatus } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of linked external accounts (linked_accounts: owned by the ach module).

export interface LinkedAccountRow {
  id: string;
  user_id: string;
  routing_number: string;
  account_number: string;
  holder_name: string;
  account_type: ExternalAccountType;
  status: LinkStatus;
  micro_arrive_at: Date | null;
  tries_left: number;
  created_at: Date;
  verified_at: Date | null;
}

const COLUMNS = `id, user_id, routing_number, account_number, holder_name, account_type, status,
  micro_arrive_at, tries_left, created_at, verified_at`;

/** The customer's links but those they removed, newest first. */
export function listLinks(db: Queryable, userId: string): Promise<LinkedAccountRow[]> {
  return sqlRows<LinkedAccountRow>(
    db,
    `SELECT ${COLUMNS} FROM linked_accounts WHERE user_id = $1 AND status <> 'unlinked'
      ORDER BY created_at DESC LIMIT 50`,
    [userId],
  );
}

export interface NewLink {
  userId: string;
  routingNumber: string;
  accountNumber: string;
  holderName: string;
  accountType: ExternalAccountType;
}

/** Writes a new link awaiting its micro-deposits; null when the same account is linked already. */
export function insertLink(tx: Queryable, link: NewLink): Promise<LinkedAccountRow | undefined> {
  return sqlFirst<LinkedAccountRow>(
    tx,
    `INSERT INTO linked_accounts (user_id, routing_number, account_number, holder_name, account_type, status)
       VALUES ($1, $2, $3, $4, $5, 'awaiting_micro_deposits')
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [link.userId, link.routingNumber, link.accountNumber, link.holderName, link.accountType],
  );
}

/** The customer's link, locked until the transaction ends; null if unknown or someone else's. */
export function lockLink(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<LinkedAccountRow | undefined> {
  return sqlFirst<LinkedAccountRow>(
    tx,
    `SELECT ${COLUMNS} FROM linked_accounts WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  );
}

/** The customer's link, unlocked (null if unknown or someone else's). */
export function findLink(
  db: Queryable,
  userId: string,
  id: string,
): Promise<LinkedAccountRow | undefined> {
  return sqlFirst<LinkedAccountRow>(
    db,
    `SELECT ${COLUMNS} FROM linked_accounts WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
}

/** A link's row by id alone (jobs and staff views). */
export function readLink(db: Queryable, id: string): Promise<LinkedAccountRow> {
  return sqlOne<LinkedAccountRow>(
    db,
    `SELECT ${COLUMNS} FROM linked_accounts WHERE id = $1`,
    [id],
    'linked account',
  );
}

export function setMicroArrival(tx: Queryable, id: string, arriveAt: Date): Promise<void> {
  return sqlRun(tx, 'UPDATE linked_accounts SET micro_arrive_at = $2 WHERE id = $1', [
    id,
    arriveAt,
  ]);
}

/** A wrong pair of amounts: one try fewer, and the link fails at none. */
export function spendTry(tx: Queryable, id: string): Promise<LinkedAccountRow> {
  return sqlOne<LinkedAccountRow>(
    tx,
    `UPDATE linked_accounts SET tries_left = tries_left - 1,
            status = CASE WHEN tries_left <= 1 THEN 'failed' ELSE status END,
            ended_at = CASE WHEN tries_left <= 1 THEN now() ELSE ended_at END
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
    'linked account',
  );
}

export function markVerified(tx: Queryable, id: string): Promise<LinkedAccountRow> {
  return sqlOne<LinkedAccountRow>(
    tx,
    `UPDATE linked_accounts SET status = 'verified', verified_at = now(), micro_arrive_at = NULL
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
    'linked account',
  );
}

/** Ends a link (removed by its customer, or failed because its micro-deposits came back). */
export function endLink(tx: Queryable, id: string, status: 'unlinked' | 'failed'): Promise<void> {
  return sqlRun(
    tx,
    `UPDATE linked_accounts SET status = $2, ended_at = now()
      WHERE id = $1 AND status IN ('awaiting_micro_deposits', 'verified')`,
    [id, status],
  );
}
