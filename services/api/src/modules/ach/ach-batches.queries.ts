import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of the ACH files sent (ach_batches: owned by the ach module).

export interface AchBatchRow {
  id: string;
  file_name: string;
  file_sha256: string;
  status: 'sent' | 'settled';
  entry_count: number;
  debit_total_minor: string;
  credit_total_minor: string;
  created_at: Date;
  settled_at: Date | null;
  return_count: number;
}

const BATCH = `b.id, b.file_name, b.file_sha256, b.status, b.entry_count,
  b.debit_total_minor::text AS debit_total_minor, b.credit_total_minor::text AS credit_total_minor,
  b.created_at, b.settled_at,
  (SELECT count(*)::int FROM ach_entries e
    WHERE e.batch_id = b.id AND e.status = 'returned') AS return_count`;

export interface NewBatch {
  fileName: string;
  fileText: string;
  fileSha256: string;
  entryCount: number;
  debitTotalMinor: number;
  creditTotalMinor: number;
}

export async function insertBatch(tx: Queryable, batch: NewBatch): Promise<string> {
  const row = await sqlOne<{ id: string }>(
    tx,
    `INSERT INTO ach_batches (file_name, file_text, file_sha256, status, entry_count,
                              debit_total_minor, credit_total_minor)
       VALUES ($1, $2, $3, 'sent', $4, $5, $6) RETURNING id`,
    [
      batch.fileName,
      batch.fileText,
      batch.fileSha256,
      batch.entryCount,
      batch.debitTotalMinor,
      batch.creditTotalMinor,
    ],
    'ACH batch',
  );
  return row.id;
}

/** A file as sent, locked until the transaction ends (null if unknown). */
export function lockBatchFile(
  tx: Queryable,
  id: string,
): Promise<
  { id: string; status: 'sent' | 'settled'; file_text: string; file_name: string } | undefined
> {
  return sqlFirst<{ id: string; status: 'sent' | 'settled'; file_text: string; file_name: string }>(
    tx,
    'SELECT id, status, file_text, file_name FROM ach_batches WHERE id = $1 FOR UPDATE',
    [id],
  );
}

export function markSettled(tx: Queryable, id: string): Promise<void> {
  return sqlRun(tx, "UPDATE ach_batches SET status = 'settled', settled_at = now() WHERE id = $1", [
    id,
  ]);
}

/** The newest files first. */
export function listBatches(db: Queryable, limit: number): Promise<AchBatchRow[]> {
  return sqlRows<AchBatchRow>(
    db,
    `SELECT ${BATCH} FROM ach_batches b ORDER BY b.created_at DESC, b.id LIMIT $1`,
    [limit],
  );
}

export function readBatch(db: Queryable, id: string): Promise<AchBatchRow | undefined> {
  return sqlFirst<AchBatchRow>(db, `SELECT ${BATCH} FROM ach_batches b WHERE b.id = $1`, [id]);
}

export function readBatchFile(
  db: Queryable,
  id: string,
): Promise<{ file_name: string; file_text: string; file_sha256: string } | undefined> {
  return sqlFirst<{ file_name: string; file_text: string; file_sha256: string }>(
    db,
    'SELECT file_name, file_text, file_sha256 FROM ach_batches WHERE id = $1',
    [id],
  );
}
