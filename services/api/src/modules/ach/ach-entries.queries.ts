import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';
import type { AchPurpose, AchStatus } from './ach-effects';

// The SQL of ACH entries (ach_entries: owned by the ach module), each read with its counterparty's
// details: its link's, or for a bill payment the biller's account written on the entry.

export interface AchEntryRow {
  id: string;
  user_id: string;
  /** Null for a bill payment (its counterparty is the biller's account, payee_reference below). */
  linked_account_id: string | null;
  account_id: string | null;
  purpose: AchPurpose;
  amount_minor: string;
  status: AchStatus;
  batch_id: string | null;
  trace_number: string | null;
  available_at: Date | null;
  return_code: string | null;
  returned_at: Date | null;
  created_at: Date;
  routing_number: string;
  account_number: string;
  holder_name: string;
  account_type: 'checking' | 'savings';
  /** A bill payment's reference: the customer's account number at the biller (null otherwise). */
  payee_reference: string | null;
  /** When the entry's file settled (null while it is not in a settled file). */
  settled_at: Date | null;
}

const ENTRY = `e.id, e.user_id, e.linked_account_id, e.account_id, e.purpose,
  e.amount_minor::text AS amount_minor, e.status, e.batch_id, e.trace_number, e.available_at,
  e.return_code, e.returned_at, e.created_at,
  coalesce(l.routing_number, e.payee_routing_number) AS routing_number,
  coalesce(l.account_number, e.payee_account_number) AS account_number,
  coalesce(l.holder_name, e.payee_name) AS holder_name,
  coalesce(l.account_type, 'checking') AS account_type, e.payee_reference, b.settled_at`;

/** Each entry with its link (none for a bill payment) and (once in one) its file. */
const ENTRY_FROM = `ach_entries e LEFT JOIN linked_accounts l ON l.id = e.linked_account_id
  LEFT JOIN ach_batches b ON b.id = e.batch_id`;

/** A biller's account a bill payment is credited to, and the customer's reference there. */
export interface EntryPayee {
  routingNumber: string;
  accountNumber: string;
  name: string;
  reference: string;
}

export interface NewEntry {
  userId: string;
  /** The linked account; null for a bill payment, which has its payee instead. */
  linkedAccountId: string | null;
  accountId: string | null;
  purpose: AchPurpose;
  amountMinor: number;
  availableAt: Date | null;
  payee?: EntryPayee;
}

/** Writes new entries (pending, not in a file yet); answers their ids in order. */
export async function insertEntries(tx: Queryable, entries: NewEntry[]): Promise<string[]> {
  const column = <K extends keyof NewEntry>(key: K) => entries.map((entry) => entry[key]);
  const rows = await sqlRows<{ id: string }>(
    tx,
    `INSERT INTO ach_entries (user_id, linked_account_id, account_id, purpose, amount_minor, status,
            available_at, payee_routing_number, payee_account_number, payee_name, payee_reference)
       SELECT u, l, a, p, m, 'pending', t, pr, pa, pn, pf
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::bigint[], $6::timestamptz[],
                     $7::text[], $8::text[], $9::text[], $10::text[])
           AS x(u, l, a, p, m, t, pr, pa, pn, pf)
       RETURNING id`,
    [
      column('userId'),
      column('linkedAccountId'),
      column('accountId'),
      column('purpose'),
      column('amountMinor'),
      column('availableAt'),
      ...payeeColumns(entries),
    ],
  );
  return rows.map((row) => row.id);
}

/** The four payee columns of new entries (nulls for entries to a linked account). */
function payeeColumns(entries: NewEntry[]): (string | null)[][] {
  const keys = ['routingNumber', 'accountNumber', 'name', 'reference'] as const;
  return keys.map((key) => entries.map((entry) => entry.payee?.[key] ?? null));
}

/** One entry, locked until the transaction ends (null if unknown). */
export function lockEntry(tx: Queryable, id: string): Promise<AchEntryRow | undefined> {
  return sqlFirst<AchEntryRow>(
    tx,
    `SELECT ${ENTRY} FROM ${ENTRY_FROM}
      WHERE e.id = $1 FOR UPDATE OF e`,
    [id],
  );
}

export function setEntryStatus(
  tx: Queryable,
  id: string,
  status: AchStatus,
  returnCode: string | null,
): Promise<void> {
  return sqlRun(
    tx,
    `UPDATE ach_entries SET status = $2, return_code = coalesce($3, return_code),
            returned_at = CASE WHEN $3::text IS NULL THEN returned_at ELSE now() END
      WHERE id = $1`,
    [id, status, returnCode],
  );
}

/** Entries not in a file yet, oldest first, locked (another runner skips them). */
export function lockUnsent(tx: Queryable, limit: number): Promise<AchEntryRow[]> {
  return sqlRows<AchEntryRow>(
    tx,
    `SELECT ${ENTRY} FROM ${ENTRY_FROM}
      WHERE e.batch_id IS NULL ORDER BY e.created_at, e.id LIMIT $1 FOR UPDATE OF e SKIP LOCKED`,
    [limit],
  );
}

/** Puts the entries in a file, each with its trace number. */
export function assignToBatch(
  tx: Queryable,
  batchId: string,
  ids: string[],
  traceNumbers: string[],
): Promise<void> {
  return sqlRun(
    tx,
    `UPDATE ach_entries e SET batch_id = $1, trace_number = x.trace
       FROM unnest($2::uuid[], $3::text[]) AS x(id, trace) WHERE e.id = x.id`,
    [batchId, ids, traceNumbers],
  );
}

/** The next trace serials (7 digits each). */
export async function nextTraceSerials(tx: Queryable, count: number): Promise<number[]> {
  const rows = await sqlRows<{ serial: string }>(
    tx,
    "SELECT nextval('ach_trace_seq')::text AS serial FROM generate_series(1, $1)",
    [count],
  );
  return rows.map((row) => Number(row.serial));
}

/** A file's entries, in trace order. */
export function entriesOfBatch(db: Queryable, batchId: string): Promise<AchEntryRow[]> {
  return sqlRows<AchEntryRow>(
    db,
    `SELECT ${ENTRY} FROM ${ENTRY_FROM}
      WHERE e.batch_id = $1 ORDER BY e.trace_number`,
    [batchId],
  );
}

/** A link's entries (its micro-deposits, and what moved through it), oldest first. */
export function entriesOfLink(db: Queryable, linkId: string): Promise<AchEntryRow[]> {
  return sqlRows<AchEntryRow>(
    db,
    `SELECT ${ENTRY} FROM ${ENTRY_FROM}
      WHERE e.linked_account_id = $1 ORDER BY e.created_at, e.id`,
    [linkId],
  );
}

/** The customer's pulls and pushes, newest first. */
export function customerTransfers(db: Queryable, userId: string): Promise<AchEntryRow[]> {
  return sqlRows<AchEntryRow>(
    db,
    `SELECT ${ENTRY} FROM ${ENTRY_FROM}
      WHERE e.user_id = $1 AND e.purpose IN ('pull', 'push') ORDER BY e.created_at DESC, e.id LIMIT 100`,
    [userId],
  );
}

/** What the customer pulled in since each date (returned pulls do not count). */
export async function pulledSince(
  db: Queryable,
  userId: string,
  dayStart: Date,
  monthStart: Date,
): Promise<{ day: number; month: number }> {
  const row = await sqlOne<{ day: string; month: string }>(
    db,
    `SELECT coalesce(sum(amount_minor) FILTER (WHERE created_at >= $2), 0)::text AS day,
            coalesce(sum(amount_minor), 0)::text AS month
       FROM ach_entries WHERE user_id = $1 AND purpose = 'pull' AND status <> 'returned' AND created_at >= $3`,
    [userId, dayStart, monthStart],
    'pull totals',
  );
  return { day: Number(row.day), month: Number(row.month) };
}

/** Holds the customer's pulls one at a time until the transaction ends (the limits are counted under it). */
export function lockCustomerPulls(tx: Queryable, userId: string): Promise<void> {
  return sqlRun(tx, "SELECT pg_advisory_xact_lock(hashtext('ach-pull:' || $1))", [userId]);
}

/**
 * What the bank's ACH accounts should hold by the entries: pulls on hold (ach_holds), and the net
 * of entries sent but not settled (ach_clearing: credits owed out minus debits owed in).
 */
export async function expectedAchBalances(
  db: Queryable,
): Promise<{ holds: number; clearing: number }> {
  const row = await sqlOne<{ holds: string; clearing: string }>(
    db,
    `SELECT coalesce(sum(e.amount_minor) FILTER (WHERE e.purpose = 'pull' AND e.status = 'pending'), 0)::text AS holds,
            coalesce(sum(CASE WHEN e.purpose IN ('push', 'micro_deposit', 'bill_payment')
                              THEN e.amount_minor ELSE -e.amount_minor END)
              FILTER (WHERE b.status IS DISTINCT FROM 'settled'), 0)::text AS clearing
       FROM ach_entries e LEFT JOIN ach_batches b ON b.id = e.batch_id`,
    [],
    'ACH balances',
  );
  return { holds: Number(row.holds), clearing: Number(row.clearing) };
}
