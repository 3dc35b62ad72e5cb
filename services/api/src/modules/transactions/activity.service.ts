import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TransactionStatus } from '@vaultline/contracts';
import type { ActivityLine } from './activity-line.types';
import { insertLines, setDescription, setInFlightStatus } from './activity.queries';

// Declared in a leaf file, which activity.queries.ts reads too; still exported from here, with the
// service that writes such lines.
export type { ActivityLine } from './activity-line.types';

/**
 * Writes the statement lines customers (and staff) read. The money itself is in the ledger; a
 * line only describes it, so its descriptive fields and status may change, its amount never.
 */
@Injectable()
export class ActivityService {
  async record(tx: EntityManager, lines: ActivityLine[]): Promise<string[]> {
    if (lines.length === 0) return [];
    return insertLines(tx, lines);
  }

  /** Says what became of a transfer (e.g. a provisional credit made final); amounts never change. */
  async describeTransfer(
    tx: EntityManager,
    transferId: string,
    description: string,
  ): Promise<void> {
    await setDescription(tx, transferId, description);
  }

  /** Moves every line of a transfer still in flight to its new status (e.g. pending → completed). */
  async setTransferStatus(
    tx: EntityManager,
    transferId: string,
    status: TransactionStatus,
  ): Promise<void> {
    await setInFlightStatus(tx, transferId, status);
  }
}
