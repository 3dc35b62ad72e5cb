import { Injectable } from '@nestjs/common';
import type { TransactionStatus, TransactionType } from '@vaultline/contracts';
import type { EntityManager } from 'typeorm';
import { sqlRows, sqlRun } from '../../platform/database/sql';

/** One line of a customer's history: an effect on one of their accounts. */
export interface ActivityLine {
  accountId: string;
  userId: string;
  entryId: string | null;
  transferId?: string | null;
  type: TransactionType;
  title: string;
  description?: string;
  category: string;
  /** Signed: money in positive, money out negative. */
  amountMinor: number;
  status: TransactionStatus;
  reversalOf?: string | null;
}

/**
 * Writes the statement lines customers (and staff) read. The money itself is in the ledger; a
 * line only describes it, so its descriptive fields and status may change, its amount never.
 */
@Injectable()
export class ActivityService {
  async record(tx: EntityManager, lines: ActivityLine[]): Promise<string[]> {
    if (lines.length === 0) return [];
    const column = <K extends keyof ActivityLine>(
      key: K,
      fallback: ActivityLine[K] | null = null,
    ) => lines.map((line) => line[key] ?? fallback);
    const rows = await sqlRows<{ id: string }>(
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

  /** Moves every line of a transfer still in flight to its new status (e.g. pending → completed). */
  async setTransferStatus(
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
}
