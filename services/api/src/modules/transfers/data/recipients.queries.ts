import type { Queryable } from '../../../platform/database/sql';
import { sqlRows, sqlRun } from '../../../platform/database/sql';

// The SQL of what the sender knows of a recipient: remembered payees and first-payment windows
// (the window functions' live definitions: ../sql/recipient-windows.sql).

/** A recipient as the tables key it, with the name it was saved under. */
export interface RecipientKeyed {
  routingNumber: string;
  accountNumber: string;
  name: string;
}

/** Remembers the recipient as the sender's payee (once). */
export async function insertPayee(
  tx: Queryable,
  userId: string,
  recipient: RecipientKeyed,
): Promise<void> {
  await sqlRun(
    tx,
    'INSERT INTO payees (user_id, routing_number, account_number, name) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [userId, recipient.routingNumber, recipient.accountNumber, recipient.name],
  );
}

/** Opens the recipient's first window (once) for `hours`. */
export async function openWindow(
  tx: Queryable,
  userId: string,
  recipient: Omit<RecipientKeyed, 'name'>,
  hours: number,
): Promise<void> {
  await sqlRun(tx, 'SELECT recipient_window_open($1, $2, $3, $4)', [
    userId,
    recipient.routingNumber,
    recipient.accountNumber,
    hours,
  ]);
}

/** Gives an amount back to the window a transfer made at `madeAt` counted in. */
export async function giveBackToWindow(
  tx: Queryable,
  userId: string,
  recipient: Omit<RecipientKeyed, 'name'>,
  amountMinor: number,
  madeAt: Date,
): Promise<void> {
  await sqlRun(tx, 'SELECT recipient_window_give_back($1, $2, $3, $4, $5)', [
    userId,
    recipient.routingNumber,
    recipient.accountNumber,
    amountMinor,
    madeAt,
  ]);
}

export interface WindowRow {
  routing_number: string;
  account_number: string;
  ends_at: Date;
  sent_minor: string;
}

/** The customer's windows that have not ended. */
export function openWindows(db: Queryable, userId: string): Promise<WindowRow[]> {
  return sqlRows<WindowRow>(
    db,
    `SELECT routing_number, account_number, ends_at, sent_minor FROM recipient_windows
     WHERE user_id = $1 AND ends_at > now()`,
    [userId],
  );
}
