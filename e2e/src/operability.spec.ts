import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { LoadableRelease, RemoteRegistry } from '@vaultline/contracts';
import { E2E_PORT } from '../playwright.config';
import { demoCustomer, demoPin, isolatedSetup, startApi } from '../support/api-process';
import { signInWithFetch } from '../support/session';

const CLIENTS = 16;

interface Account {
  id: string;
  type: string;
  number: string;
}

async function signedIn(url: string, dataDir: string) {
  // A new client each time: the sign-in's emailed code too (the instance mails to the suite's catcher).
  const body = await signInWithFetch(url, demoCustomer(dataDir));
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
    // Drawn at random when the demo was seeded: read from the demo sign-ins file.
    pin: demoPin(dataDir),
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
      pin: session.pin,
    }),
  });
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
      const env = { SMTP_URL: process.env.E2E_SMTP_URL as string };
      const api = await startApi({ port, databaseUrl: database.url, dataDir, opsToken, env });
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

      const again = await startApi({ port, databaseUrl: database.url, dataDir, opsToken, env });
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

test.describe('a portal on a new database (PostgreSQL)', () => {
  test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (DATABASE_URL)');
  test.setTimeout(300_000);

  test('keeps the release folders another portal built from the same sources, and serves them', async () => {
    const { database, dataDir, opsToken, cleanUp } = await isolatedSetup('moved');
    // The folder `npm start` left, say, before the operator pointed DATABASE_URL at PostgreSQL.
    const remotesDir = join(dataDir, 'remotes');
    cpSync(process.env.E2E_REMOTES_DIR as string, remotesDir, { recursive: true });
    const before = await liveReleases(process.env.E2E_BASE_URL as string);
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { startPortal } = await import('../../tools/start/portal.mjs');
    const lines: string[] = [];
    const portal = await startPortal({
      port: E2E_PORT + 40,
      env: { DATABASE_URL: database.url, OPS_TOKEN: opsToken, NODE_ENV: 'test' },
      dataDir,
      remotesDir,
      logFile: join(dataDir, 'api.log'),
      log: (line: string) => lines.push(line),
    });
    try {
      // The same versions with the same hashes: the folders were kept, not replaced.
      const after = await liveReleases(portal.url);
      expect(after).toEqual(before);
      expect(after.length).toBeGreaterThan(0);
      for (const release of after) {
        const manifest = await fetch(`${portal.url}${release.entry}`);
        expect({ entry: release.entry, status: manifest.status }).toEqual({
          entry: release.entry,
          status: 200,
        });
      }
      expect(lines.join('\n')).toContain('Building and releasing');
    } finally {
      await portal.stop();
      await cleanUp();
    }
  });
});

test.describe('start modes in one checkout', () => {
  test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (DATABASE_URL)');
  test.setTimeout(420_000);

  test('npm start, then start:cluster on PostgreSQL, then npm start again: each one comes up', async () => {
    const { database, dataDir, opsToken, cleanUp } = await isolatedSetup('starts');
    const remotesDir = join(dataDir, 'remotes');
    cpSync(process.env.E2E_REMOTES_DIR as string, remotesDir, { recursive: true });
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { startPortal } = await import('../../tools/start/portal.mjs');
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { startCluster } = await import('../../tools/start/cluster.mjs');
    // `npm start` on the embedded database in the data folder (no DATABASE_URL).
    const embedded = {
      port: E2E_PORT + 50,
      env: { DATABASE_URL: undefined, DATABASE_APP_URL: undefined, OPS_TOKEN: opsToken },
      dataDir,
      remotesDir,
      logFile: join(dataDir, 'logs/api.log'),
      log: () => undefined,
    };
    try {
      const first = await startPortal(embedded);
      const releases = await liveReleases(first.url);
      await first.stop();
      const cluster = await startCluster({
        instances: 1,
        jobsProcesses: 0,
        port: E2E_PORT + 60,
        dataDir,
        remotesDir,
        log: () => undefined,
        env: { DATABASE_URL: database.url, OPS_TOKEN: opsToken, NODE_ENV: 'test' },
      });
      expect(await liveReleases(cluster.url)).toEqual(releases);
      await cluster.stop();
      const again = await startPortal(embedded);
      try {
        expect(await liveReleases(again.url)).toEqual(releases);
        expect((await again.client.releases('mfe_public')).releases.length).toBeGreaterThan(0);
      } finally {
        await again.stop();
      }
    } finally {
      await cleanUp();
    }
  });
});

/** The live releases a portal's registry serves signed out (the baseline). */
async function liveReleases(url: string): Promise<LoadableRelease[]> {
  const registry = (await (
    await fetch(`${url}/api/platform/remotes/baseline`)
  ).json()) as RemoteRegistry;
  return registry.remotes.flatMap(({ release }) => (release ? [release] : []));
}
