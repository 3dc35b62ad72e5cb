import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toMinor } from '../../platform/database/money';
import { movementRows, openDuringRows } from './account-movements.queries';
import type { MovementRow } from './account-movements.queries';
import type { EntryKind } from './ledger.service';

/** One posting on an account, with the kind of journal entry it belongs to. */
export interface Movement {
  postingId: string;
  entryId: string;
  entryKind: EntryKind;
  postedAt: Date;
  amountMinor: number;
}

/** An account's balance when a period began and its postings within it, read in one snapshot. */
export interface PeriodMovements {
  openingMinor: number;
  movements: Movement[];
  /** True when the period holds more postings than were asked for. */
  truncated: boolean;
}

/** A customer account a statement is made for. */
export interface StatementAccount {
  id: string;
  ownerId: string;
}

/**
 * Reads of the ledger by period (statements): always from the postings, never the cached balance,
 * so a statement's opening balance plus its lines is its closing balance by construction.
 */
@Injectable()
export class AccountMovementsService {
  /**
   * The balance before `from` and the postings in [from, to), oldest first, at most `limit` of
   * them. One statement: the opening balance and the lines come from the same snapshot.
   */
  async inPeriod(
    tx: EntityManager,
    accountId: string,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<PeriodMovements> {
    const rows = await movementRows(tx, accountId, { from, to }, limit + 1);
    const movements = rows.filter((row) => row.posting_id !== null).map(toMovement);
    // The opening balance's row is there whatever the period holds (the LATERAL join keeps it).
    const [first] = rows;
    if (!first) throw new Error(`No opening balance row for account ${accountId}.`);
    return {
      openingMinor: toMinor(first.opening),
      movements: movements.slice(0, limit),
      truncated: movements.length > limit,
    };
  }

  /** Customer accounts open at some time in [from, to), after `afterId` in id order. */
  async openDuring(
    tx: EntityManager,
    from: Date,
    to: Date,
    afterId: string | null,
    limit: number,
  ): Promise<StatementAccount[]> {
    const rows = await openDuringRows(tx, { from, to }, afterId, limit);
    return rows.map((row) => ({ id: row.id, ownerId: row.owner_id }));
  }
}

function toMovement(row: MovementRow): Movement {
  return {
    postingId: String(row.posting_id),
    entryId: String(row.entry_id),
    entryKind: row.entry_kind as EntryKind,
    postedAt: row.created_at as Date,
    amountMinor: toMinor(row.amount_minor),
  };
}
