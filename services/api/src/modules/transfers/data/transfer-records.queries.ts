import type { TransferStatus } from '@vaultline/contracts';
import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../../platform/database/sql';
import { today } from '../transfer-policy.service';
import { TRANSFER_COLUMNS } from '../transfer-row';
import type { TransferRow } from '../transfer-row';
import type { Sender, TransferDraft } from '../transfer.types';

// The SQL of a transfer's row after the start path wrote it: lock it, read it, move its status,
// and the two figures its end gives back (the daily total; the first window is
// recipient_window_give_back's). The start path's own writes are transfer_start_many's.

/** The sender of a transfer, as the users row gives it (scheduled runs, staff review). */
interface SenderRow {
  id: string;
  role: string;
  email: string;
  first_name: string;
  last_name: string;
}

const SENDER_SQL = 'SELECT id, role, email, first_name, last_name FROM users WHERE id = $1';

/** The transfer, locked for this transaction, or undefined. */
export function lockTransfer(tx: Queryable, transferId: string): Promise<TransferRow | undefined> {
  return sqlFirst<TransferRow>(
    tx,
    `SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.id = $1 FOR UPDATE`,
    [transferId],
  );
}

/** The transfer with its source account's name (what a customer is shown). */
export function readTransfer(db: Queryable, transferId: string): Promise<TransferRow> {
  return sqlOne<TransferRow>(
    db,
    `SELECT ${TRANSFER_COLUMNS}, a.name AS from_account_name
     FROM transfers t JOIN ledger_accounts a ON a.id = t.from_account_id WHERE t.id = $1`,
    [transferId],
    'transfer',
  );
}

/** The new status (with its reason, and completed_at when final). */
export async function updateTransferStatus(
  tx: Queryable,
  transferId: string,
  status: TransferStatus,
  reason: string | null,
  final: boolean,
): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE transfers SET status = $2, failure_reason = COALESCE($3, failure_reason), updated_at = now(),
       completed_at = CASE WHEN $4 THEN now() ELSE completed_at END WHERE id = $1`,
    [transferId, status, reason, final],
  );
}

/** Gives an ended transfer's amount back to the day it counted on (never below zero). */
export async function giveBackDaily(
  tx: Queryable,
  userId: string,
  day: string,
  amountMinor: number,
): Promise<void> {
  await sqlRun(
    tx,
    'UPDATE daily_outgoing SET total_minor = GREATEST(total_minor - $3, 0) WHERE user_id = $1 AND day = $2',
    [userId, day, amountMinor],
  );
}

/** Who owns an account (a Vaultline recipient's line is theirs). */
export async function accountOwner(db: Queryable, accountId: string): Promise<string> {
  const row = await sqlOne<{ owner_id: string }>(
    db,
    'SELECT owner_id FROM ledger_accounts WHERE id = $1',
    [accountId],
    'account',
  );
  return row.owner_id;
}

/** A customer's own transfer with its source account's name, or undefined. */
export function readOwnTransfer(
  db: Queryable,
  transferId: string,
  userId: string,
): Promise<TransferRow | undefined> {
  return sqlFirst<TransferRow>(
    db,
    `SELECT ${TRANSFER_COLUMNS}, a.name AS from_account_name
     FROM transfers t JOIN ledger_accounts a ON a.id = t.from_account_id
     WHERE t.id = $1 AND t.user_id = $2`,
    [transferId, userId],
  );
}

/** The sender of a transfer as the users row gives it (scheduled runs, staff review), or undefined. */
export async function readSender(db: Queryable, userId: string): Promise<Sender | undefined> {
  const row = await sqlFirst<SenderRow>(db, SENDER_SQL, [userId]);
  return (
    row && {
      id: row.id,
      role: row.role,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
    }
  );
}

/** A scheduled run the bank refused, kept as a failed transfer with its reason; answers its id. */
export async function insertRefusedRun(
  tx: Queryable,
  draft: TransferDraft,
  kind: 'internal' | 'external',
  refusal: { code: string; message: string },
): Promise<string> {
  const row = await sqlOne<{ id: string }>(
    tx,
    `INSERT INTO transfers (user_id, from_account_id, kind, recipient, amount_minor, description, status,
       failure_code, failure_reason, schedule_id, counted_on, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'failed', $7, $8, $9, $10, now()) RETURNING id`,
    [
      draft.sender.id,
      draft.fromAccountId,
      kind,
      JSON.stringify(draft.recipient),
      draft.amountMinor,
      draft.description,
      refusal.code,
      refusal.message,
      draft.scheduleId,
      today(),
    ],
    'transfer',
  );
  return row.id;
}

/** A held transfer in the staff review queue, with its sender. */
export type ReviewRow = TransferRow & { first_name: string; last_name: string; email: string };

/** The transfers waiting for a staff review, oldest first (at most 200). */
export function readReviewQueue(db: Queryable): Promise<ReviewRow[]> {
  return sqlRows<ReviewRow>(
    db,
    `SELECT ${TRANSFER_COLUMNS}, a.name AS from_account_name, u.first_name, u.last_name, u.email
     FROM transfers t JOIN ledger_accounts a ON a.id = t.from_account_id JOIN users u ON u.id = t.user_id
     WHERE t.status = 'under_review' ORDER BY t.created_at LIMIT 200`,
  );
}
