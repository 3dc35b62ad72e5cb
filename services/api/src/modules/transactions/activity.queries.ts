import type { EntityManager } from 'typeorm';
import type { TransactionStatus } from '@vaultline/contracts';
import { sqlRows, sqlRun } from '../../platform/database/sql';
import type { ActivityLine } from './activity-line.types';

interface InsertedLineRow {
  id: string;
}

/** Writes the lines in one statement (one array per column, unnested); answers their ids, in order. */
export async function insertLines(tx: EntityManager, lines: ActivityLine[]): Promise<string[]> {
  const column = <K extends keyof ActivityLine>(key: K, fallback: ActivityLine[K] | null = null) =>
    lines.map((line) => line[key] ?? fallback);
  const rows = await sqlRows<InsertedLineRow>(
    tx,
    `INSERT INTO transactions (account_id, user_id, entry_id, transfer_id, type, title, description, category, amount_minor, status, reversal_of)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bigint[], $10::text[], $11::uuid[])
       RETURNING id`,
    [
      column('accountId'),
      column('userId'),
      column('entryId'),
      column('transferId'),
      column('type'),
      column('title'),
      column('description', ''),
      column('category'),
      column('amountMinor'),
      column('status'),
      column('reversalOf'),
    ],
  );
  return rows.map((row) => row.id);
}

/** Moves every line of a transfer still in flight to the status (pending, awaiting a code or under review). */
/** Rewrites the description of every line of a transfer (its amount never changes). */
export async function setDescription(
  tx: EntityManager,
  transferId: string,
  description: string,
): Promise<void> {
  await sqlRun(
    tx,
    'UPDATE transactions SET description = $2, updated_at = now() WHERE transfer_id = $1',
    [transferId, description],
  );
}

export async function setInFlightStatus(
  tx: EntityManager,
  transferId: string,
  status: TransactionStatus,
): Promise<void> {
  await sqlRun(
    tx,
    "UPDATE transactions SET status = $2, updated_at = now() WHERE transfer_id = $1 AND status IN ('pending', 'awaiting_code', 'under_review')",
    [transferId, status],
  );
}
