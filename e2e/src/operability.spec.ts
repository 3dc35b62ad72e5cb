import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { demoCustomer, isolatedSetup, startApi } from '../support/api-process';
import { Client } from 'pg';
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
  const body = (await response.json()) as { accessToken: string; user: { id: string } };
  const auth = { authorization: `Bearer ${body.accessToken}` };
  const accounts = (await (await fetch(`${url}/api/accounts`, { headers: auth })).json()) as {
    accounts: Account[];
  };
  // The list shows the last four digits only; the account's own page has its number.
  const full = async (type: string) => {
    const { id } = accounts.accounts.find((account) => account.type === type) as Account;
    return (await (await fetch(`${url}/api/accounts/${id}`, { headers: auth })).json()) as Account;
  };
  return {
    auth,
    userId: body.user.id,
    checking: await full('checking'),
    savings: await full('savings'),
  };
}

type Session = Awaited<ReturnType<typeof signedIn>>;

/** A transfer between the demo customer's own accounts, sent with `key`. */
function sendTransfer(
  url: string,
  session: Session,
  key: string,
  toSavings: boolean,
  amountMinor: number,
) {
  const [from, to] = toSavings
    ? [session.checking, session.savings]
    : [session.savings, session.checking];
  return fetch(`${url}/api/transfers`, {
    method: 'POST',
    headers: { ...session.auth, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({
      fromAccountId: from.id,
      recipient: {
        accountType: to.type,
        accountNumber: to.number,
        routingNumber: '123456780',
        name: 'Demo Customer',
      },
      amountMinor,
      timing: { type: 'immediate' },
      pin: DEMO_PIN,
    }),
  });
}

/** Sends one transfer until it has an answer: a dropped connection or a 502/503 is retried with the same key. */
async function untilAnswered(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send().catch(() => null);
    if (response && ![502, 503, 504].includes(response.status)) return response;
    if (attempt > 50) throw new Error('no answer after 50 attempts');
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/**
 * `total` transfers of 1-100 cents in random directions from CLIENTS clients; `midway` runs once a
 * third of them have been sent. Answers which keys were acknowledged (and with which transfer).
 */
async function randomTransfers(url: string, session: Session, total: number, midway: () => void) {
  const startedAt = new Date();
  const acknowledged = new Map<string, string>();
  let refusedKeys = 0;
  let sent = 0;
  let killedAt = 0;
  const client = async () => {
    while (sent < total) {
      sent += 1;
      if (sent === Math.floor(total / 3)) {
        killedAt = sent;
        midway();
      }
      const key = `cluster-${randomBytes(12).toString('hex')}`;
      const amount = 1 + Math.floor(Math.random() * 100);
      const toSavings = Math.random() < 0.5;
      const response = await untilAnswered(() =>
        sendTransfer(url, session, key, toSavings, amount),
      );
      if (response.status === 201) {
        const body = (await response.json()) as { transfer: { id: string } };
        acknowledged.set(key, body.transfer.id);
      } else {
        expect([402, 409, 422, 429]).toContain(response.status);
        refusedKeys += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { acknowledged, refusedKeys, killedAt, startedAt };
}

/** Transfers the customer's account has in the database since `since`. */
async function transfersCreated(databaseUrl: string, userId: string, since: Date): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transfers WHERE user_id = $1 AND created_at >= $2',
      [userId, since],
    );
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}

/** One cent from checking to savings; answers the transfer id when the API acknowledged it. */
async function moveACent(url: string, session: Session) {
  const key = `sigterm-${randomBytes(12).toString('hex')}`;
  const response = await sendTransfer(url, session, key, true, 1);
  if (response.status !== 201) return { acknowledged: null, status: response.status };
  const body = (await response.json()) as { transfer: { id: string } };
  return { acknowledged: body.transfer.id, status: 201 };
}

test.describe('graceful shutdown (PostgreSQL)', () => {
  test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (DATABASE_URL)');
  test.setTimeout(180_000);

  test('SIGTERM under load: in-flight transfers finish, every acknowledged one exists, the ledger holds', async () => {
    const { database, dataDir, opsToken, cleanUp } = await isolatedSetup('sigterm');
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
      await cleanUp();
    }
  });
});

test.describe('several instances behind nginx (PostgreSQL)', () => {
  test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (DATABASE_URL)');
  test.setTimeout(600_000);

  const title =
    '5,000 random transfers through the proxy while one of three instances is killed: ' +
    'each acknowledged once, the ledger holds';
  test(title, async () => {
    const { database, dataDir, opsToken, cleanUp } = await isolatedSetup('cluster');
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { startCluster } = await import('../../tools/start/cluster.mjs');
    const cluster = await startCluster({
      instances: 3,
      port: E2E_PORT + 30,
      dataDir,
      remotesDir: join(dataDir, 'remotes'),
      log: () => undefined,
      env: {
        DATABASE_URL: database.url,
        OPS_TOKEN: opsToken,
        NODE_ENV: 'test',
        SEED_DEMO: 'true',
        // One test address sends everything: the per-address flood guard would refuse most of it.
        RATE_LIMIT_PER_MINUTE: '0',
      },
    });
    try {
      const page = await fetch(`${cluster.url}/login`);
      expect(await page.text()).toContain('id="root"');
      const session = await signedIn(cluster.url, dataDir);
      const run = await randomTransfers(cluster.url, session, 5_000, () =>
        cluster.instances[1].child.kill('SIGKILL'),
      );
      expect(run.killedAt).toBeGreaterThan(0);
      expect(run.acknowledged.size + run.refusedKeys).toBe(5_000);
      expect(new Set(run.acknowledged.values()).size).toBe(run.acknowledged.size);
      const created = await transfersCreated(database.url, session.userId, run.startedAt);
      expect(created).toBe(run.acknowledged.size);
      const invariants = await fetch(`${cluster.url}/api/platform/invariants`, {
        headers: { authorization: `Bearer ${opsToken}` },
      });
      expect(((await invariants.json()) as { ok: boolean }).ok).toBe(true);
    } finally {
      await cluster.stop();
      await cleanUp();
    }
  });
});
