import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlRows, sqlRun } from '../../../platform/database/sql';

/** A statement line (transactions row) as staff correct it. */
export interface LineRow {
  id: string;
  account_id: string;
  user_id: string;
  entry_id: string | null;
  transfer_id: string | null;
  title: string;
  description: string;
  category: string;
  amount_minor: string;
  status: string;
  reversal_of: string | null;
}

export interface TransferToReverseRow {
  kind: 'internal' | 'external';
  status: string;
  from_account_id: string;
  recipient_account_id: string;
  amount_minor: string;
}

export interface PostingRow {
  account_id: string;
  amount_minor: string;
}

export interface LineEntryRow {
  entry_id: string;
}

interface IdRow {
  id: string;
}

/** The line, locked until the transaction ends. */
export function lockLine(tx: Queryable, id: string): Promise<LineRow | undefined> {
  return sqlFirst<LineRow>(tx, 'SELECT * FROM transactions WHERE id = $1 FOR UPDATE', [id]);
}

/** Writes a line's words (column name to new value). */
export async function updateLineColumns(
  tx: Queryable,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const sets = Object.keys(values).map((column, index) => `${column} = $${index + 2}`);
  await sqlRun(tx, `UPDATE transactions SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...Object.values(values),
  ]);
}

/** The posted lines of these entries, locked. */
export function lockCompletedLines(tx: Queryable, entryIds: string[]): Promise<LineRow[]> {
  return sqlRows<LineRow>(
    tx,
    "SELECT * FROM transactions WHERE entry_id = ANY($1::uuid[]) AND status = 'completed' FOR UPDATE",
    [entryIds],
  );
}

export async function markLinesReversed(tx: Queryable, lineIds: string[]): Promise<void> {
  await sqlRun(
    tx,
    "UPDATE transactions SET status = 'reversed', updated_at = now() WHERE id = ANY($1::uuid[])",
    [lineIds],
  );
}

/** Which of these accounts the user owns. */
export async function findOwnedAccountIds(
  tx: Queryable,
  accountIds: string[],
  ownerId: string,
): Promise<string[]> {
  const sql = 'SELECT id FROM ledger_accounts WHERE id = ANY($1::uuid[]) AND owner_id = $2';
  const owned = await sqlRows<IdRow>(tx, sql, [accountIds, ownerId]);
  return owned.map((account) => account.id);
}

export function findTransferToReverse(
  tx: Queryable,
  transferId: string,
): Promise<TransferToReverseRow | undefined> {
  return sqlFirst<TransferToReverseRow>(
    tx,
    'SELECT kind, status, from_account_id, recipient_account_id, amount_minor FROM transfers WHERE id = $1',
    [transferId],
  );
}

const TRANSFER_LINE_ENTRY = {
  delivered:
    "SELECT entry_id FROM transactions WHERE transfer_id = $1 AND amount_minor > 0 AND status = 'completed'",
  sent: "SELECT entry_id FROM transactions WHERE transfer_id = $1 AND amount_minor < 0 AND status = 'completed'",
};

/** The entry of a transfer's posted line: the recipient's (delivered) or the sender's (sent). */
export function findTransferLineEntry(
  tx: Queryable,
  transferId: string,
  side: keyof typeof TRANSFER_LINE_ENTRY,
): Promise<LineEntryRow | undefined> {
  return sqlFirst<LineEntryRow>(tx, TRANSFER_LINE_ENTRY[side], [transferId]);
}

export function findPostings(tx: Queryable, entryId: string): Promise<PostingRow[]> {
  return sqlRows<PostingRow>(
    tx,
    'SELECT account_id, amount_minor FROM postings WHERE entry_id = $1',
    [entryId],
  );
}
