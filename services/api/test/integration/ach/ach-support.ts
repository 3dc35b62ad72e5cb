import { DataSource } from 'typeorm';
import { sqlOne } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import type { Customer } from '../../support/banking';
import { fundedCustomer, newKey } from '../../support/banking';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';

/** A routing number with a valid ABA check digit (another bank's). */
export const OTHER_BANK = '021000021';

/** Runs the jobs until none is due: files sent, settled, holds ended, returns (1 ms business days). */
export async function runAchJobs(t: TestApp): Promise<void> {
  const jobs = t.app.get(JobsService);
  for (let round = 0; round < 20; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if ((await jobs.runDue()) === 0) return;
  }
  throw new Error('ACH jobs still running after 20 rounds');
}

/** Passes identity verification through the API (a name on no list). */
export async function verifyIdentity(t: TestApp, customer: { accessToken: string }): Promise<void> {
  const answer = await call(t, 'PUT', '/api/profile/verification', {
    token: customer.accessToken,
    body: {
      dateOfBirth: '1985-06-15',
      address: { line1: '1 Main Street', city: 'Springfield', state: 'IL', postalCode: '62701' },
      taxId: '123-45-6789',
    },
  });
  if (answer.status !== 200 || answer.body.status !== 'verified')
    throw new Error(`verification: ${answer.status} ${answer.text}`);
}

/** A funded customer whose identity is verified. */
export async function verifiedCustomer(t: TestApp, depositMinor: number): Promise<Customer> {
  const customer = await fundedCustomer(t, depositMinor);
  await verifyIdentity(t, customer);
  return customer;
}

/** Links an account through both steps (the code read from the real SMTP server); answers the link. */
export async function link(t: TestApp, customer: Customer, accountNumber: string) {
  const since = t.mail.messages.length;
  const started = await call(t, 'POST', '/api/linked-accounts', {
    token: customer.accessToken,
    body: {
      routingNumber: OTHER_BANK,
      accountNumber,
      holderName: 'Ada Lovelace',
      accountType: 'checking',
    },
  });
  if (started.status !== 200) throw new Error(`link: ${started.status} ${started.text}`);
  const code = await t.mail.codeFor(customer.email, /Confirm the account you are linking/, since);
  const confirmed = await call(t, 'POST', '/api/linked-accounts/confirm', {
    token: customer.accessToken,
    body: { code },
  });
  if (confirmed.status !== 201) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  return confirmed.body as { id: string; status: string; microDepositsArriveAt: string };
}

/** The two micro-deposit amounts, read on the simulated other bank's statement. */
export async function microAmounts(
  t: TestApp,
  customer: Customer,
  linkId: string,
): Promise<number[]> {
  const statement = await call(t, 'GET', `/api/linked-accounts/${linkId}/simulated-statement`, {
    token: customer.accessToken,
  });
  const lines = statement.body.lines as { description: string; amountMinor: number }[];
  return lines
    .filter((line) => line.description === 'VAULTLINE ACCTVERIFY' && line.amountMinor > 0)
    .map((line) => line.amountMinor);
}

/** Links, lets the micro-deposits arrive and types them back: a verified link. */
export async function verifiedLink(t: TestApp, customer: Customer, accountNumber: string) {
  const linked = await link(t, customer, accountNumber);
  await runAchJobs(t);
  const amounts = await microAmounts(t, customer, linked.id);
  const verified = await call(t, 'POST', `/api/linked-accounts/${linked.id}/verify`, {
    token: customer.accessToken,
    body: { amountsMinor: amounts },
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
  return linked.id;
}

export function moveMoney(
  t: TestApp,
  customer: Customer,
  body: { direction: 'in' | 'out'; linkedAccountId: string; amountMinor: number },
  key = newKey(),
) {
  return call(t, 'POST', '/api/ach-transfers', {
    token: customer.accessToken,
    headers: { 'idempotency-key': key },
    body: { ...body, accountId: customer.accountId },
  });
}

/** How many ACH entries of the customer exist (for "nothing was written"). */
export async function entryCount(t: TestApp, userId: string): Promise<number> {
  const row = await sqlOne<{ n: number }>(
    t.app.get(DataSource),
    'SELECT count(*)::int AS n FROM ach_entries WHERE user_id = $1',
    [userId],
    'entry count',
  );
  return row.n;
}
