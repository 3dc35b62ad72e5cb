import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toMinor } from '../../platform/database/money';
import { sqlOne, sqlRows } from '../../platform/database/sql';
import { sqlDetail, sqlState } from '../../platform/database/sql-error';
import { SQL_STATE } from '../../platform/database/sql-states';
import { LedgerErrorCode, LedgerInvariantError, LedgerRefusal } from './ledger.exception';

/** The bank's own accounts: where money comes from and goes to when it is not a customer's. */
export type InternalAccount =
  'teller_cash' | 'adjustments' | 'outbound_clearing' | 'holds' | 'fees' | 'settlement';

export type EntryKind =
  | 'deposit'
  | 'transfer'
  | 'hold'
  | 'release'
  | 'clearing'
  | 'settlement'
  | 'return'
  | 'adjustment'
  | 'reversal';

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

interface DayNetRow {
  balance_minor: string;
  day: string | null;
  net_minor: string | null;
}

/**
 * The balance and the day sums in one statement: one snapshot, so a posting written meanwhile is in
 * both or in neither. The account's postings are found through postings_account_idx (account_id,
 * id) and filtered by date: a customer account holds thousands, not millions. An index on
 * (account_id, created_at) would read only the window, at a cost on every posting written; add it
 * when accounts that busy exist.
 */
const DAILY_NET_SQL = `
  SELECT a.balance_minor::text AS balance_minor, d.day, d.net_minor
    FROM ledger_accounts a
    LEFT JOIN LATERAL (
      SELECT to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
             sum(p.amount_minor)::text AS net_minor
        FROM postings p
       WHERE p.account_id = a.id AND p.created_at >= $2
       GROUP BY 1) d ON true
   WHERE a.id = $1
   ORDER BY d.day`;

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
    const rows = await sqlRows<{ id: string; code: InternalAccount }>(
      tx,
      'SELECT id, code FROM ledger_accounts WHERE kind = $1',
      ['internal'],
    );
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
    const rows = await sqlRows<DayNetRow>(tx, DAILY_NET_SQL, [accountId, since]);
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
      const row = await sqlOne<{ entry_id: string }>(
        tx,
        'SELECT ledger_post($1, $2, $3, $4, $5, $6, $7::uuid[], $8::bigint[]) AS entry_id',
        [
          input.kind,
          input.memo,
          input.actor?.id ?? null,
          input.actor?.role ?? null,
          input.idempotencyRef ?? null,
          input.reversesEntryId ?? null,
          ids,
          ids.map((id) => deltas.get(id) as number),
        ],
      );
      return { entryId: row.entry_id };
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
