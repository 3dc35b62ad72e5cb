import { DataSource } from 'typeorm';
import { sqlOne } from '../../../src/platform/database/sql';
import type { Customer } from '../../support/banking';
import { newKey } from '../../support/banking';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';

/** Brightwater Power & Light in the demo directory: references of 10 digits. */
export const POWER = 'brightwater-power';

/** A YYYY-MM-DD day `days` from today (UTC). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Adds a biller through both steps (the code read from the real SMTP server); answers it. */
export async function addBiller(
  t: TestApp,
  customer: Customer,
  reference: string,
  billerId = POWER,
): Promise<{ id: string; referenceLast4: string }> {
  const since = t.mail.messages.length;
  const started = await call(t, 'POST', '/api/billers', {
    token: customer.accessToken,
    body: { billerId, reference },
  });
  if (started.status !== 200) throw new Error(`add biller: ${started.status} ${started.text}`);
  const code = await t.mail.codeFor(customer.email, /Confirm the biller you are adding/, since);
  const confirmed = await call(t, 'POST', '/api/billers/confirm', {
    token: customer.accessToken,
    body: { code },
  });
  if (confirmed.status !== 201) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return confirmed.body as { id: string; referenceLast4: string };
}

export function pay(
  t: TestApp,
  customer: Customer,
  body: { customerBillerId: string; amountMinor: number; timing: Record<string, unknown> },
  key = newKey(),
) {
  return call(t, 'POST', '/api/bill-payments', {
    token: customer.accessToken,
    headers: { 'idempotency-key': key },
    body: { ...body, accountId: customer.accountId },
  });
}

/** The customer's payments as the API lists them. */
export async function payments(t: TestApp, customer: Customer) {
  const list = await call(t, 'GET', '/api/bill-payments', { token: customer.accessToken });
  return list.body.payments as {
    id: string;
    status: string;
    payOn: string;
    amountMinor: number;
    seriesRun: number | null;
    series: { id: string; status: string } | null;
    returnCode: string | null;
    failureReason: string | null;
  }[];
}

/** How many rows of a billpay table belong to the customer (for "nothing was written"). */
export async function rowCount(
  t: TestApp,
  table: 'customer_billers' | 'bill_payments' | 'bill_series' | 'ach_entries',
  userId: string,
): Promise<number> {
  const row = await sqlOne<{ n: number }>(
    t.app.get(DataSource),
    `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
    [userId],
    'row count',
  );
  return row.n;
}

/** The notices' text of the customer (titles and bodies). */
export async function noticesText(t: TestApp, customer: Customer): Promise<string> {
  const notices = await call(t, 'GET', '/api/notifications', { token: customer.accessToken });
  return notices.text;
}
