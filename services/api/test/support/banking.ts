import { DataSource } from 'typeorm';
import { AccountsService } from '../../src/modules/accounts/accounts.service';
import { call } from './http';
import type { TestUser } from './identity';
import { newCustomer } from './identity';
import type { TestApp } from './test-app';

export const TEST_PIN = '2580';

export interface Customer extends TestUser {
  accountId: string;
  accountNumber: string;
}

/** Opens an account through the API and pays cash in (a real deposit posting from teller cash). */
export async function openAccount(
  t: TestApp,
  user: TestUser,
  depositMinor = 0,
  type = 'checking',
): Promise<{ id: string; number: string }> {
  const opened = await call(t, 'POST', '/api/accounts', {
    token: user.accessToken,
    body: { type, name: `${type} account` },
  });
  if (opened.status !== 201) throw new Error(`open account: ${opened.status} ${opened.text}`);
  if (depositMinor > 0) {
    const accounts = t.app.get(AccountsService);
    await t.app
      .get(DataSource)
      .transaction((tx) =>
        accounts.deposit(
          tx,
          { id: opened.body.id, ownerId: user.id },
          depositMinor,
          'Cash deposit',
          { id: null, role: 'system' },
        ),
      );
  }
  return { id: opened.body.id, number: opened.body.number };
}

/**
 * A signed-in customer (a new one, or `existing`, e.g. a staff member) with a PIN and a checking
 * account holding `depositMinor`.
 */
export async function fundedCustomer(
  t: TestApp,
  depositMinor: number,
  existing?: TestUser,
): Promise<Customer> {
  const user = existing ?? (await newCustomer(t));
  const account = await openAccount(t, user, depositMinor);
  const pin = await call(t, 'POST', '/api/transfers/pin', {
    token: user.accessToken,
    body: { pin: TEST_PIN, confirmPin: TEST_PIN },
  });
  if (pin.status !== 204) throw new Error(`set pin: ${pin.status} ${pin.text}`);
  return { ...user, accountId: account.id, accountNumber: account.number };
}

/**
 * Lets `from` send to `to` without a step-up code and without the new-recipient cap, as after a
 * first confirmed transfer long ago (its first window ended yesterday).
 */
export async function knownPayee(
  t: TestApp,
  from: Customer,
  toNumber: string,
  routing = '123456780',
): Promise<void> {
  const db = t.app.get(DataSource);
  await db.query(
    'INSERT INTO payees (user_id, routing_number, account_number, name) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [from.id, routing, toNumber, 'Known payee'],
  );
  await db.query(
    `INSERT INTO recipient_windows (user_id, routing_number, account_number, opened_at, ends_at)
     VALUES ($1, $2, $3, now() - interval '2 days', now() - interval '1 day') ON CONFLICT DO NOTHING`,
    [from.id, routing, toNumber],
  );
}

let keys = 0;
export function newKey(): string {
  keys += 1;
  return `test-key-${Date.now()}-${keys}-${Math.random().toString(36).slice(2)}`;
}

export interface TransferOptions {
  amountMinor: number;
  toNumber: string;
  toName?: string;
  routing?: string;
  pin?: string;
  key?: string;
  timing?: Record<string, unknown>;
  description?: string;
}

export function transfer(t: TestApp, from: Customer, options: TransferOptions) {
  return call(t, 'POST', '/api/transfers', {
    token: from.accessToken,
    headers: { 'idempotency-key': options.key ?? newKey() },
    body: {
      fromAccountId: from.accountId,
      recipient: {
        accountType: 'checking',
        accountNumber: options.toNumber,
        routingNumber: options.routing ?? '123456780',
        name: options.toName ?? 'Ada Lovelace',
      },
      amountMinor: options.amountMinor,
      timing: options.timing ?? { type: 'immediate' },
      description: options.description,
      pin: options.pin ?? TEST_PIN,
    },
  });
}

export async function balanceOf(t: TestApp, accountId: string): Promise<number> {
  const [row] = await t.app
    .get(DataSource)
    .query('SELECT balance_minor FROM ledger_accounts WHERE id = $1', [accountId]);
  return Number(row.balance_minor);
}
