import type { BillPaymentStatus } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of bill_payments and bill_series (owned by the billpay module).

export interface BillPaymentRow {
  id: string;
  user_id: string;
  customer_biller_id: string;
  account_id: string;
  amount_minor: string;
  /** YYYY-MM-DD. */
  pay_on: string;
  status: BillPaymentStatus;
  series_id: string | null;
  series_run: number | null;
  ach_entry_id: string | null;
  return_code: string | null;
  failure_code: string | null;
  failure_reason: string | null;
  created_at: Date;
  biller_name: string;
  routing_number: string;
  account_number: string;
  reference: string;
  series_start_on: string | null;
  series_end_on: string | null;
  series_count_max: number | null;
  series_status: 'active' | 'ended' | 'canceled' | null;
  series_amount_minor: string | null;
  series_account_id: string | null;
}

const PAYMENT = `p.id, p.user_id, p.customer_biller_id, p.account_id, p.amount_minor::text AS amount_minor,
  to_char(p.pay_on, 'YYYY-MM-DD') AS pay_on, p.status, p.series_id, p.series_run, p.ach_entry_id,
  p.return_code, p.failure_code, p.failure_reason, p.created_at,
  c.biller_name, c.routing_number, c.account_number, c.reference,
  to_char(s.start_on, 'YYYY-MM-DD') AS series_start_on, to_char(s.end_on, 'YYYY-MM-DD') AS series_end_on,
  s.count_max AS series_count_max, s.status AS series_status,
  s.amount_minor::text AS series_amount_minor, s.account_id AS series_account_id`;

const PAYMENT_FROM = `bill_payments p JOIN customer_billers c ON c.id = p.customer_biller_id
  LEFT JOIN bill_series s ON s.id = p.series_id`;

export interface NewPayment {
  userId: string;
  customerBillerId: string;
  accountId: string;
  amountMinor: number;
  payOn: string;
  seriesId: string | null;
  seriesRun: number | null;
}

/** A new scheduled payment; answers its id. */
export async function insertPayment(tx: Queryable, payment: NewPayment): Promise<string> {
  const row = await sqlOne<{ id: string }>(
    tx,
    `INSERT INTO bill_payments
            (user_id, customer_biller_id, account_id, amount_minor, pay_on, status, series_id, series_run)
     VALUES ($1, $2, $3, $4, $5, 'scheduled', $6, $7) RETURNING id`,
    [
      payment.userId,
      payment.customerBillerId,
      payment.accountId,
      payment.amountMinor,
      payment.payOn,
      payment.seriesId,
      payment.seriesRun,
    ],
    'bill payment',
  );
  return row.id;
}

export interface NewSeries {
  userId: string;
  customerBillerId: string;
  accountId: string;
  amountMinor: number;
  startOn: string;
  endOn: string | null;
  countMax: number | null;
}

export async function insertSeries(tx: Queryable, series: NewSeries): Promise<string> {
  const row = await sqlOne<{ id: string }>(
    tx,
    `INSERT INTO bill_series
            (user_id, customer_biller_id, account_id, amount_minor, start_on, end_on, count_max, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'active') RETURNING id`,
    [
      series.userId,
      series.customerBillerId,
      series.accountId,
      series.amountMinor,
      series.startOn,
      series.endOn,
      series.countMax,
    ],
    'bill series',
  );
  return row.id;
}

/** One payment (the customer's when userId is given), locked until the transaction ends. */
export function lockPayment(
  tx: Queryable,
  id: string,
  userId: string | null,
): Promise<BillPaymentRow | undefined> {
  return sqlFirst<BillPaymentRow>(
    tx,
    `SELECT ${PAYMENT} FROM ${PAYMENT_FROM}
      WHERE p.id = $1 AND ($2::uuid IS NULL OR p.user_id = $2) FOR UPDATE OF p`,
    [id, userId],
  );
}

/** The payment sent as this ACH entry, locked (undefined for an entry of no bill payment). */
export function lockPaymentOfEntry(
  tx: Queryable,
  achEntryId: string,
): Promise<BillPaymentRow | undefined> {
  return sqlFirst<BillPaymentRow>(
    tx,
    `SELECT ${PAYMENT} FROM ${PAYMENT_FROM} WHERE p.ach_entry_id = $1 FOR UPDATE OF p`,
    [achEntryId],
  );
}

/** The customer's payments: upcoming first (soonest first), then the rest newest first. */
export function listPayments(db: Queryable, userId: string): Promise<BillPaymentRow[]> {
  return sqlRows<BillPaymentRow>(
    db,
    `SELECT ${PAYMENT} FROM ${PAYMENT_FROM} WHERE p.user_id = $1
      ORDER BY (p.status = 'scheduled') DESC,
               CASE WHEN p.status = 'scheduled' THEN p.pay_on END ASC,
               p.pay_on DESC, p.created_at DESC, p.id
      LIMIT 200`,
    [userId],
  );
}

/** A scheduled payment's new amount, day and account. */
export function changePayment(
  tx: Queryable,
  id: string,
  change: { amountMinor: number; payOn: string; accountId: string },
): Promise<void> {
  return sqlRun(
    tx,
    `UPDATE bill_payments SET amount_minor = $2, pay_on = $3, account_id = $4, updated_at = now()
      WHERE id = $1 AND status = 'scheduled'`,
    [id, change.amountMinor, change.payOn, change.accountId],
  );
}

/** A payment's move on: processing (with its entry), sent, returned (code), failed (why), canceled. */
export function setPaymentStatus(
  tx: Queryable,
  id: string,
  status: BillPaymentStatus,
  details: {
    achEntryId?: string;
    returnCode?: string;
    failureCode?: string;
    failureReason?: string;
  } = {},
): Promise<void> {
  return sqlRun(
    tx,
    `UPDATE bill_payments SET status = $2, ach_entry_id = coalesce($3, ach_entry_id),
            return_code = coalesce($4, return_code), failure_code = $5, failure_reason = $6,
            updated_at = now()
      WHERE id = $1`,
    [
      id,
      status,
      details.achEntryId ?? null,
      details.returnCode ?? null,
      details.failureCode ?? null,
      details.failureReason ?? null,
    ],
  );
}

/** The customer's series, locked (undefined when unknown). */
export function lockSeries(
  tx: Queryable,
  id: string,
  userId: string,
): Promise<{ id: string; status: string } | undefined> {
  return sqlFirst<{ id: string; status: string }>(
    tx,
    'SELECT id, status FROM bill_series WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id, userId],
  );
}

export function setSeriesStatus(
  tx: Queryable,
  id: string,
  status: 'ended' | 'canceled',
): Promise<void> {
  return sqlRun(tx, 'UPDATE bill_series SET status = $2 WHERE id = $1', [id, status]);
}

/** The series' payment still waiting for its day, locked (undefined when none). */
export function lockScheduledOfSeries(
  tx: Queryable,
  seriesId: string,
): Promise<BillPaymentRow | undefined> {
  return sqlFirst<BillPaymentRow>(
    tx,
    `SELECT ${PAYMENT} FROM ${PAYMENT_FROM}
      WHERE p.series_id = $1 AND p.status = 'scheduled' FOR UPDATE OF p`,
    [seriesId],
  );
}

/** Marks where a run may undo its attempt to send (a refused posting aborts only what followed). */
export function savepoint(tx: Queryable, name: 'bill_payment_send'): Promise<void> {
  return sqlRun(tx, `SAVEPOINT ${name}`);
}

export function rollbackToSavepoint(tx: Queryable, name: 'bill_payment_send'): Promise<void> {
  return sqlRun(tx, `ROLLBACK TO SAVEPOINT ${name}`);
}

export function releaseSavepoint(tx: Queryable, name: 'bill_payment_send'): Promise<void> {
  return sqlRun(tx, `RELEASE SAVEPOINT ${name}`);
}

/**
 * Cancels what still waits for a biller being removed: its scheduled payments and monthly plans
 * (a payment its day's job holds is waited for, then left alone once it went). Answers how many
 * payments were canceled.
 */
export async function cancelWaitingForBiller(
  tx: Queryable,
  customerBillerId: string,
): Promise<number> {
  await sqlRun(
    tx,
    `UPDATE bill_series SET status = 'canceled' WHERE customer_biller_id = $1 AND status = 'active'`,
    [customerBillerId],
  );
  const rows = await sqlRows<{ id: string }>(
    tx,
    `UPDATE bill_payments SET status = 'canceled', updated_at = now()
      WHERE customer_biller_id = $1 AND status = 'scheduled' RETURNING id`,
    [customerBillerId],
  );
  return rows.length;
}
