import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toMinor } from '../../platform/database/money';
import { sqlRows } from '../../platform/database/sql';
import { LedgerErrorCode, LedgerInvariantError, LedgerRefusal } from './ledger.exception';

/** The bank's own accounts: where money comes from and goes to when it is not a customer's. */
export type InternalAccount = 'teller_cash' | 'adjustments' | 'outbound_clearing' | 'holds' | 'fees' | 'settlement';

export type EntryKind = 'deposit' | 'transfer' | 'hold' | 'release' | 'clearing' | 'settlement' | 'return' | 'adjustment' | 'reversal';

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
  /** Each touched account's balance after the entry. */
  balances: Map<string, number>;
}

interface LockedAccount {
  id: string;
  kind: 'customer' | 'internal';
  status: 'active' | 'closed';
  balance_minor: string;
  credit_limit_minor: string;
}

function netDeltas(moves: Move[]): Map<string, number> {
  if (moves.length === 0) throw new LedgerInvariantError('An entry needs at least one move');
  const deltas = new Map<string, number>();
  for (const { from, to, amountMinor } of moves) {
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new LedgerInvariantError(`A move must be a positive amount: ${amountMinor}`);
    if (from === to) throw new LedgerInvariantError('A move needs two different accounts');
    deltas.set(from, (deltas.get(from) ?? 0) - amountMinor);
    deltas.set(to, (deltas.get(to) ?? 0) + amountMinor);
  }
  for (const [account, delta] of deltas) if (delta === 0) deltas.delete(account);
  const sum = [...deltas.values()].reduce((total, delta) => total + delta, 0);
  if (sum !== 0 || deltas.size < 2) throw new LedgerInvariantError(`Entry does not balance: ${sum}`);
  return deltas;
}

/**
 * The one way money moves. Inside the caller's transaction: locks the touched accounts in id
 * order (no deadlocks; FOR NO KEY UPDATE, so the key-share locks that foreign keys to an account
 * take do not cross with it), checks funds (deposit accounts never below zero, credit accounts within
 * their limit; the bank's internal accounts may go negative), appends one journal entry and its
 * balanced postings, updates the cached balances, and checks the result. History is append-only:
 * a correction is a new entry (a reversal).
 */
@Injectable()
export class LedgerService {
  private readonly internalIds = new Map<InternalAccount, string>();

  /** The id of one of the bank's internal accounts (stable for the life of the database). */
  async internalAccount(tx: EntityManager, code: InternalAccount): Promise<string> {
    const known = this.internalIds.get(code);
    if (known) return known;
    const rows = await tx.query('SELECT id, code FROM ledger_accounts WHERE kind = $1', ['internal']);
    for (const row of rows) this.internalIds.set(row.code, row.id);
    const id = this.internalIds.get(code);
    if (!id) throw new LedgerInvariantError(`No internal account ${code}`);
    return id;
  }

  /**
   * Errors: LEDGER_INSUFFICIENT_FUNDS, LEDGER_ACCOUNT_INACTIVE (a closed customer account), and
   * LedgerInvariantError for anything that would break double entry.
   */
  async post(tx: EntityManager, input: EntryInput): Promise<PostedEntry> {
    const deltas = netDeltas(input.moves);
    const ids = [...deltas.keys()];
    const locked = await sqlRows<LockedAccount>(
      tx,
      'SELECT id, kind, status, balance_minor, credit_limit_minor FROM ledger_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE',
      [ids],
    );
    if (locked.length !== ids.length) throw new LedgerInvariantError('An entry names an account that does not exist');
    const expected = this.checkFunds(locked, deltas);
    const [entry] = await tx.query(
      `INSERT INTO journal_entries (kind, memo, created_by, actor_role, idempotency_ref, reverses_entry_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [input.kind, input.memo, input.actor?.id ?? null, input.actor?.role ?? null, input.idempotencyRef ?? null, input.reversesEntryId ?? null],
    );
    const amounts = ids.map((id) => deltas.get(id) as number);
    await tx.query(
      'INSERT INTO postings (entry_id, account_id, amount_minor) SELECT $1, * FROM unnest($2::uuid[], $3::bigint[])',
      [entry.id, ids, amounts],
    );
    const updated = await sqlRows<{ id: string; balance_minor: string }>(
      tx,
      `UPDATE ledger_accounts a SET balance_minor = a.balance_minor + d.delta
       FROM unnest($1::uuid[], $2::bigint[]) AS d(id, delta) WHERE a.id = d.id RETURNING a.id, a.balance_minor`,
      [ids, amounts],
    );
    const balances = new Map(updated.map((row) => [row.id, toMinor(row.balance_minor)]));
    for (const [id, balance] of expected) {
      if (balances.get(id) !== balance) throw new LedgerInvariantError(`Balance of ${id} is ${balances.get(id)}, expected ${balance}`);
    }
    return { entryId: entry.id, balances };
  }

  /** The balance each account will have, refusing what a customer account cannot take. */
  private checkFunds(locked: LockedAccount[], deltas: Map<string, number>): Map<string, number> {
    const expected = new Map<string, number>();
    for (const account of locked) {
      const delta = deltas.get(account.id) as number;
      const balance = toMinor(account.balance_minor);
      expected.set(account.id, balance + delta);
      if (account.kind === 'internal') continue;
      if (account.status !== 'active') {
        throw new LedgerRefusal(LedgerErrorCode.ACCOUNT_INACTIVE, 'This account is closed.', account.id, 0);
      }
      const available = balance + toMinor(account.credit_limit_minor);
      if (delta < 0 && available + delta < 0) {
        throw new LedgerRefusal(LedgerErrorCode.INSUFFICIENT_FUNDS, 'Insufficient funds.', account.id, available);
      }
    }
    return expected;
  }
}
