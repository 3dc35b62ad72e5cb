import type { APIRequestContext } from '@playwright/test';
import { expect, request as playwrightRequest } from '@playwright/test';
import { completeSignIn, demoAccount, latestCode } from './session';

export const ROUTING = '123456780';
export const PIN = '3917';
export const PASSWORD = 'a long and unusual passphrase';

export interface Customer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
  accountId: string;
  accountNumber: string;
  api: APIRequestContext;
}

let sequence = 0;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test setup reads the API's JSON loosely
async function json(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<any> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response.status() === 204 ? null : response.json();
}

/** A running portal: the suite's (global set-up), or one a test started (a cluster). */
export interface Portal {
  baseURL: string;
  dataDir: string;
}

function suitePortal(): Portal {
  return {
    baseURL: process.env.E2E_BASE_URL as string,
    dataDir: process.env.E2E_DATA_DIR as string,
  };
}

/** A signed-in API client of its own (cookies included), for setting up what a test needs. */
export async function apiClient(portal = suitePortal()): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: portal.baseURL });
}

/** A new customer through the real sign-up (code from the mail catcher), with a checking account and a PIN. */
export async function newCustomer(
  firstName = 'grace',
  lastName = 'hopper',
  portal = suitePortal(),
): Promise<Customer> {
  sequence += 1;
  const email = `${firstName.replace(/[^a-z]/gi, '') || 'customer'}.${Date.now()}.${sequence}@example.com`;
  const api = await apiClient(portal);
  const since = new Date(Date.now() - 1000);
  await json(
    await api.post('/api/auth/register', {
      data: { firstName, lastName, email, password: PASSWORD },
    }),
  );
  const code = await latestCode(email, /verification code/, since);
  await json(await api.post('/api/auth/email/verify', { data: { email, code } }));
  // The code that verified the address was typed in this client: it signs in without another.
  const { accessToken: token, user } = await completeSignIn(api, { email, password: PASSWORD });
  const headers = { authorization: `Bearer ${token}` };
  const account = await json(
    await api.post('/api/accounts', {
      headers,
      data: { type: 'checking', name: 'Everyday Checking' },
    }),
  );
  await json(
    await api.post('/api/transfers/pin', { headers, data: { pin: PIN, confirmPin: PIN } }),
  );
  return {
    id: user.id,
    email,
    firstName,
    lastName,
    token,
    accountId: account.id,
    accountNumber: account.number,
    api,
  };
}

/**
 * The demo staff's API clients, one per portal and person, kept for the run: the first sign-in
 * passes the emailed code, and the device cookie it leaves lets the next ones in without one.
 */
const staffClients = new Map<string, APIRequestContext>();

/** A demo staff member's API client, freshly signed in: the admin (who asks), or the checker (who approves). */
export async function staffApi(
  kind: 'admin' | 'checker' = 'admin',
  portal = suitePortal(),
): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const key = `${portal.baseURL} ${kind}`;
  const api = staffClients.get(key) ?? (await apiClient(portal));
  staffClients.set(key, api);
  const { accessToken } = await completeSignIn(api, demoAccount(kind, portal.dataDir));
  return { api, headers: { authorization: `Bearer ${accessToken}` } };
}

/**
 * Money in through a staff adjustment. At most $1,000 posts without a second approver while the
 * admin's adjustments today stay within their daily total; beyond either the demo checker approves.
 */
export async function fund(
  customer: Customer,
  amountMinor: number,
  portal = suitePortal(),
): Promise<void> {
  const staff = await staffApi('admin', portal);
  const data = {
    accountId: customer.accountId,
    direction: 'credit',
    amountMinor,
    title: 'Opening deposit',
    category: 'Cash deposit',
    description: '',
    reason: 'Test funding',
  };
  const adjustment = await json(
    await staff.api.post('/api/admin/adjustments', { headers: staff.headers, data }),
  );
  if (adjustment.status === 'pending') {
    expect(adjustment.approvalRule).toBe(amountMinor > 100_000 ? 'threshold' : 'staff_daily_total');
    const checker = await staffApi('checker', portal);
    const path = `/api/admin/adjustments/${adjustment.id}/approve`;
    const approved = await json(await checker.api.post(path, { headers: checker.headers }));
    expect(approved.status).toBe('posted');
    return;
  }
  expect(adjustment.status).toBe('posted');
}

export async function balanceOf(customer: Customer): Promise<number> {
  const account = await json(
    await customer.api.get(`/api/accounts/${customer.accountId}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    }),
  );
  return account.balanceMinor;
}

/** Bank settings change the way staff change them: the demo admin asks, the demo checker approves. */
export async function setBankSettings(data: Record<string, unknown>): Promise<void> {
  const [maker, checker] = [await staffApi('admin'), await staffApi('checker')];
  const body = { ...data, reason: 'Test set-up' };
  const asked = await json(
    await maker.api.patch('/api/admin/settings', { headers: maker.headers, data: body }),
  );
  if (!asked.request) return;
  const path = `/api/admin/change-requests/${asked.request.id}/approve`;
  await json(await checker.api.post(path, { headers: checker.headers }));
}

/** Where a transfer goes: another customer here, or an account at another bank. */
export interface RecipientDetails {
  accountNumber: string;
  routingNumber: string;
  name: string;
}

export function recipientOf(to: Customer): RecipientDetails {
  return {
    accountNumber: to.accountNumber,
    routingNumber: ROUTING,
    name: `${to.firstName} ${to.lastName}`,
  };
}

/** What POST /transfers answered (the parts the tests read). */
export interface TransferStart {
  outcome: string;
  transfer: { id: string } | null;
  schedule: { id: string } | null;
}

export type Timing = { type: 'immediate' } | { type: 'scheduled'; date: string };

/** Starts a transfer through the API and answers as the API did (a code may be awaited). */
export async function startTransferViaApi(
  from: Customer,
  to: Customer | RecipientDetails,
  amountMinor: number,
  description: string,
  timing: Timing = { type: 'immediate' },
): Promise<TransferStart> {
  const headers = {
    authorization: `Bearer ${from.token}`,
    'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
  return json(
    await from.api.post('/api/transfers', {
      headers,
      data: transferRequest(from, to, amountMinor, { timing, description }),
    }),
  ) as Promise<TransferStart>;
}

/** The body of POST /api/transfers: from the customer's account, with their PIN. */
export function transferRequest(
  from: Customer,
  to: Customer | RecipientDetails,
  amountMinor: number,
  { timing = { type: 'immediate' }, description }: { timing?: Timing; description?: string } = {},
) {
  const recipient = 'routingNumber' in to ? to : recipientOf(to);
  return {
    fromAccountId: from.accountId,
    recipient: { accountType: 'checking', ...recipient },
    amountMinor,
    timing,
    description,
    pin: PIN,
  };
}

/** Sends money through the API (confirming with the emailed code when asked); answers the transfer's id. */
export async function transferViaApi(
  from: Customer,
  to: Customer | RecipientDetails,
  amountMinor: number,
  description: string,
): Promise<string> {
  const since = new Date(Date.now() - 1000);
  const result = await startTransferViaApi(from, to, amountMinor, description);
  const id = result.transfer?.id as string;
  if (result.outcome !== 'awaiting_code') return id;
  const code = await latestCode(from.email, /transfer code/, since);
  await json(
    await from.api.post(`/api/transfers/${id}/verify`, {
      headers: { authorization: `Bearer ${from.token}` },
      data: { code },
    }),
  );
  return id;
}
