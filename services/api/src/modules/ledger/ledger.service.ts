import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toMinor } from '../../platform/database/money';
import { sqlDetail, sqlState } from '../../platform/database/sql-error';
import { SQL_STATE } from '../../platform/database/sql-states';
import { LedgerErrorCode, LedgerInvariantError, LedgerRefusal } from './ledger.exception';
import { dailyNetRows, internalAccounts, ledgerPost } from './ledger.queries';
import type { EntryKind, InternalAccount } from './ledger.types';

export type { EntryKind, InternalAccount } from './ledger.types';

/** Money moving from one account to another; the amount is positive. */
export interface Move {
  from: string;
  to: string;
  amountMinor: number;
}

export interface EntryInput {
  kind: EntryKind;
  memo: string;
  moves: Move[];
  actor: { id: string | null; role: string } | null;
  idempotencyRef?: string | null;
  reversesEntryId?: string | null;
}

export interface PostedEntry {
  entryId: string;
}

/** The net of one account's postings on one UTC day. */
export interface DayNet {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Money in positive, money out negative. */
  netMinor: number;
}

/** An account's balance now and what moved on it day by day since a date. */
export interface AccountDays {
  balanceMinor: number;
  /** Only the days with postings, oldest first. */
  days: DayNet[];
}

function netDeltas(moves: Move[]): Map<string, number> {
  if (moves.length === 0) throw new LedgerInvariantError('An entry needs at least one move');
  const deltas = new Map<string, number>();
  for (const { from, to, amountMinor } of moves) {
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
      throw new LedgerInvariantError(`A move must be a positive amount: ${amountMinor}`);
    if (from === to) throw new LedgerInvariantError('A move needs two different accounts');
    deltas.set(from, (deltas.get(from) ?? 0) - amountMinor);
    deltas.set(to, (deltas.get(to) ?? 0) + amountMinor);
  }
  for (const [account, delta] of deltas) if (delta === 0) deltas.delete(account);
  const sum = [...deltas.values()].reduce((total, delta) => total + delta, 0);
  if (sum !== 0 || deltas.size < 2)
    throw new LedgerInvariantError(`Entry does not balance: ${sum}`);
  return deltas;
}

/**
 * Posting for every money path but immediate transfers (adjustments, reversals, reviews,
 * settlement, scheduled runs): ledger_post, a database function called inside the caller's
 * transaction (one round trip). Immediate transfers post through ledger_post_many, called by
 * transfer_start_many with the same checks. Both lock the touched accounts in id order (no
 * deadlocks; FOR NO KEY UPDATE, so the key-share locks that foreign keys to an account take do
 * not cross with it), check funds (deposit accounts never below zero, credit accounts within
 * their limit; the bank's internal accounts may go negative), append one journal entry and its
 * balanced postings, update the cached balances, and check the result. History is append-only:
 * a correction is a new entry (a reversal).
 */
@Injectable()
export class LedgerService {
  private readonly internalIds = new Map<InternalAccount, string>();

  /** The id of one of the bank's internal accounts (stable for the life of the database). */
  async internalAccount(tx: EntityManager, code: InternalAccount): Promise<string> {
    const known = this.internalIds.get(code);
    if (known) return known;
    const rows = await internalAccounts(tx);
    for (const row of rows) this.internalIds.set(row.code, row.id);
    const id = this.internalIds.get(code);
    if (!id) throw new LedgerInvariantError(`No internal account ${code}`);
    return id;
  }

  /**
   * An account's balance now (its cached balance, which the invariants check proves equal to its
   * postings) and the net of its postings per UTC day from `since` on. Null for an unknown account;
   * the caller checks who may read it.
   */
  async dailyNet(tx: EntityManager, accountId: string, since: Date): Promise<AccountDays | null> {
    const rows = await dailyNetRows(tx, accountId, since);
    const [first] = rows;
    if (!first) return null;
    const days: DayNet[] = [];
    for (const row of rows)
      if (row.day !== null) days.push({ day: row.day, netMinor: toMinor(row.net_minor) });
    return { balanceMinor: toMinor(first.balance_minor), days };
  }

  /**
   * Errors: LEDGER_INSUFFICIENT_FUNDS, LEDGER_ACCOUNT_INACTIVE (a closed customer account), and
   * LedgerInvariantError for anything that would break double entry. The checks run here first,
   * then again in ledger_post (the database function that writes), which also re-reads the result.
   */
  async post(tx: EntityManager, input: EntryInput): Promise<PostedEntry> {
    const deltas = netDeltas(input.moves);
    const ids = [...deltas.keys()];
    try {
      const entryId = await ledgerPost(tx, {
        kind: input.kind,
        memo: input.memo,
        actorId: input.actor?.id ?? null,
        actorRole: input.actor?.role ?? null,
        idempotencyRef: input.idempotencyRef ?? null,
        reversesEntryId: input.reversesEntryId ?? null,
        accountIds: ids,
        deltas: ids.map((id) => deltas.get(id) as number),
      });
      return { entryId };
    } catch (error) {
      throw ledgerError(error);
    }
  }
}

/** Turns ledger_post's SQLSTATEs into the ledger's errors; anything else passes through. */
export function ledgerError(error: unknown): unknown {
  const detail = sqlDetail(error);
  switch (sqlState(error)) {
    case SQL_STATE.ACCOUNT_INACTIVE:
      return new LedgerRefusal(
        LedgerErrorCode.ACCOUNT_INACTIVE,
        'This account is closed.',
        String(detail.accountId),
        0,
      );
    case SQL_STATE.INSUFFICIENT_FUNDS:
      return new LedgerRefusal(
        LedgerErrorCode.INSUFFICIENT_FUNDS,
        'Insufficient funds.',
        String(detail.accountId),
        toMinor(String(detail.availableMinor)),
      );
    case SQL_STATE.INVARIANT:
      return new LedgerInvariantError((error as Error).message);
    default:
      return error;
  }
}
