import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoCustomer, freshPostgres, startApi } from '../support/api-process';
import { E2E_PORT } from '../playwright.config';

const DEMO_PIN = '2468';
const CLIENTS = 16;

interface Account {
  id: string;
  type: string;
  number: string;
}

async function signedIn(url: string, dataDir: string) {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCustomer(dataDir)),
  });
  const body = (await response.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${body.accessToken}` };
  const accounts = (await (await fetch(`${url}/api/accounts`, { headers: auth })).json()) as {
    accounts: Account[];
  };
  const of = (type: string) =>
    accounts.accounts.find((account) => account.type === type) as Account;
  // The list shows the last four digits only; the account's own page has its number.
  const savings = (await (
    await fetch(`${url}/api/accounts/${of('savings').id}`, { headers: auth })
  ).json()) as Account;
  return { auth, checking: of('checking'), savings };
}

/** One cent from checking to savings; answers the transfer id when the API acknowledged it. */
async function moveACent(url: string, session: Awaited<ReturnType<typeof signedIn>>) {
  const response = await fetch(`${url}/api/transfers`, {
    method: 'POST',
    headers: {
      ...session.auth,
      'content-type': 'application/json',
      'idempotency-key': `sigterm-${randomBytes(12).toString('hex')}`,
    },
    body: JSON.stringify({
      fromAccountId: session.checking.id,
      recipient: {
        accountType: 'savings',
        accountNumber: session.savings.number,
        routingNumber: '123456780',
        name: 'Demo Customer',
      },
      amountMinor: 1,
      timing: { type: 'immediate' },
      pin: DEMO_PIN,
    }),
  });
  if (response.status !== 201) return { acknowledged: null, status: response.status };
  const body = (await response.json()) as { transfer: { id: string } };
  return { acknowledged: body.transfer.id, status: 201 };
}

test.describe('graceful shutdown (PostgreSQL)', () => {
  test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (DATABASE_URL)');
  test.setTimeout(180_000);

  test('SIGTERM under load: in-flight transfers finish, every acknowledged one exists, the ledger holds', async () => {
    const database = await freshPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultline-sigterm-'));
    const opsToken = randomBytes(32).toString('base64url');
    const port = E2E_PORT + 20;
    try {
      const api = await startApi({ port, databaseUrl: database.url, dataDir, opsToken });
      const session = await signedIn(api.url, dataDir);
      const acknowledged: string[] = [];
      const refused: number[] = [];
      let stopping = false;
      const client = async () => {
        for (;;) {
          const result = await moveACent(api.url, session).catch(() => null);
          if (!result) return; // the connection was refused: this instance is gone
          // Completed, or held for a code past the customer's step-up threshold: both acknowledged.
          if (result.acknowledged) acknowledged.push(result.acknowledged);
          else refused.push(result.status);
          if (stopping && refused.length > 1000) return;
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      await new Promise((wait) => setTimeout(wait, 2_000));
      const before = acknowledged.length;
      stopping = true;
      api.child.kill('SIGTERM');
      await Promise.all(clients);
      const ended = await Promise.race([
        api.exited,
        new Promise((wait) => setTimeout(() => wait('still running'), 20_000)),
      ]);
      expect(ended).not.toBe('still running');
      expect(before).toBeGreaterThan(20);
      // Only shutting-down answers are refusals: 503 while closing, nothing else.
      expect(refused.filter((status) => status !== 503)).toEqual([]);

      const again = await startApi({ port, databaseUrl: database.url, dataDir, opsToken });
      const checked = await signedIn(again.url, dataDir);
      for (const id of acknowledged) {
        const found = await fetch(`${again.url}/api/transfers/${id}`, { headers: checked.auth });
        expect({ id, status: found.status }).toEqual({ id, status: 200 });
      }
      const invariants = await fetch(`${again.url}/api/platform/invariants`, {
        headers: { authorization: `Bearer ${opsToken}` },
      });
      expect(((await invariants.json()) as { ok: boolean }).ok).toBe(true);
      again.child.kill('SIGTERM');
      await again.exited;
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
