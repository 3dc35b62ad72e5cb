import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { TransactionPage } from '@vaultline/contracts';
import { E2E_PORT } from '../playwright.config';
import type { Customer } from '../support/bank';
import { transferViaApi } from '../support/bank';
import {
  expectJobsOnTheirOwnProcess,
  expectMixHeld,
  mixCustomers,
  onDatabase,
  seededRandom,
  sendMix,
  totalBalance,
} from '../support/transfer-mix';

/**
 * The portal on a highly available PostgreSQL (tools/ha: Patroni + etcd + HAProxy, a synchronous
 * standby and an async replica), three API instances and a jobs process behind nginx, as
 * `npm run start:ha` runs it. The long drill is `npm run drill:failover` (three failovers, timed).
 */
test.describe.serial('a highly available PostgreSQL (Patroni, HAProxy)', () => {
  test.setTimeout(600_000);
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-ha-'));
  // PostgreSQL runs as the postgres user, which must reach the folders inside.
  chmodSync(dir, 0o755);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tools are untyped .mjs
  let ha: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tools are untyped .mjs
  let cluster: any;
  const opsToken = 'ha-ops-token-that-is-long-enough-for-the-api-0001';
  const customers: Customer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { startHaPostgres } = await import('../../tools/ha/ha-postgres.mjs');
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { startCluster } = await import('../../tools/start/cluster.mjs');
    ha = await startHaPostgres({ dir: join(dir, 'ha'), base: 56640, log: () => undefined });
    cluster = await startCluster({
      instances: 3,
      port: E2E_PORT + 50,
      dataDir: join(dir, 'data'),
      remotesDir: join(dir, 'data', 'remotes'),
      log: () => undefined,
      env: {
        ...ha.env,
        OPS_TOKEN: opsToken,
        NODE_ENV: 'test',
        // The demo's staff fund the customers.
        SEED_DEMO: 'true',
        SMTP_URL: process.env.E2E_SMTP_URL as string,
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
        RATE_LIMIT_PER_MINUTE: '0',
      },
    });
    const portal = { baseURL: cluster.url, dataDir: join(dir, 'data') };
    customers.push(...(await mixCustomers(portal, ha.env.DATABASE_URL, 20, seededRandom(29))));
  });

  test.afterAll(async () => {
    await Promise.all(customers.map((customer) => customer.api.dispose()));
    await cluster?.stop();
    await ha?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a customer sees their own transfer at once while the replicas replay nothing', async () => {
    const [from, to] = customers;
    const replicas = await replicaUrls();
    // Patroni resumes a replay paused by hand at its next loop (2 s), unless in maintenance mode.
    await ha.maintenance(true);
    for (const url of replicas) await onDatabase(url, 'SELECT pg_wal_replay_pause()', []);
    try {
      // A pause is asked for, then takes effect at the next record: wait until each replica is paused.
      for (const url of replicas) await expect.poll(() => pauseState(url)).toBe('paused');
      // Longer than a Patroni loop (2 s): a pause Patroni would undo is undone before the read.
      await new Promise((wait) => setTimeout(wait, 2_500));
      const before = await replicaReads();
      const transferId = await transferViaApi(from, to, 1_234, 'while the replicas wait');
      expect(await historyTransferIds(from)).toContain(transferId);
      const during = await replicaReads();
      for (const url of replicas) expect(await pauseState(url)).toBe('paused');
      // Each replica was behind: the primary answered, after the bounded wait, or at once where
      // HAProxy had taken the paused replicas out of its read pool and sent the read to it.
      const counts = JSON.stringify({ before, during });
      const byPrimary = (reads: Record<string, number | undefined>) =>
        (reads.primary_lagging ?? 0) + (reads.primary_via_read_port ?? 0);
      expect(byPrimary(during) - byPrimary(before), counts).toBeGreaterThan(0);
      expect((during.replica ?? 0) - (before.replica ?? 0), counts).toBe(0);
    } finally {
      for (const url of replicas) await onDatabase(url, 'SELECT pg_wal_replay_resume()', []);
      await ha.maintenance(false);
    }
    const resumed = await replicaReads();
    await expect
      .poll(async () => {
        await historyTransferIds(from);
        return ((await replicaReads()).replica ?? 0) - (resumed.replica ?? 0);
      })
      .toBeGreaterThan(0);
  });

  const title =
    "the API suite's 5,000 random transfers from 32 clients through nginx while one of three " +
    'instances is killed and then the primary: every answer to a key the same, each acknowledged ' +
    'transfer there once, the money and the ledger hold';
  test(title, async () => {
    const initialTotal = await totalBalance(customers);
    const { leader } = await ha.state();
    let primaryKilled: Promise<void> | null = null;
    const run = await sendMix({
      url: cluster.url,
      customers,
      total: 5_000,
      clients: 32,
      random: seededRandom(20_261_129),
      midway: () => {
        cluster.instances[1].child.kill('SIGKILL');
        primaryKilled = new Promise((done) => setTimeout(done, 3_000)).then(() => ha.kill(leader));
      },
    });
    expect(primaryKilled).not.toBeNull();
    await primaryKilled;
    const after = await ha.state();
    expect(after.leader).not.toBeNull();
    expect(after.leader).not.toBe(leader);
    // Requests were in flight on the lost primary, and some came while there was none: sent again.
    expect(run.resent).toBeGreaterThan(0);
    expect(run.acknowledged.size).toBeGreaterThan(1_000);
    await expectMixHeld({
      run,
      databaseUrl: ha.env.DATABASE_URL,
      customers,
      initialTotal,
      url: cluster.url,
      opsToken,
    });
    await expectJobsOnTheirOwnProcess(cluster, ha.env.DATABASE_URL, opsToken);
  });

  /** The superuser's URL on each replica (not through HAProxy): to pause and resume its replay. */
  async function replicaUrls(): Promise<string[]> {
    const state = await ha.state();
    return (state.members as Array<{ name: string; role: string; port: number }>)
      .filter((member) => member.role !== 'leader')
      .map((member) => {
        const url = new URL(ha.env.DATABASE_URL);
        url.port = String(member.port);
        return url.toString();
      });
  }

  async function pauseState(url: string): Promise<string | undefined> {
    const [row] = await onDatabase<{ state: string }>(
      url,
      'SELECT pg_get_wal_replay_pause_state() AS state',
      [],
    );
    return row?.state;
  }

  /** Who served the reads a replica could have, summed over the instances' metrics. */
  async function replicaReads(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const port of cluster.ports as number[]) {
      const text = await (
        await fetch(`http://127.0.0.1:${port}/api/metrics`, {
          headers: { authorization: `Bearer ${opsToken}` },
        })
      ).text();
      for (const [, by, n] of text.matchAll(
        /vaultline_replica_reads_total\{served_by="(\w+)"\} (\d+)/g,
      ))
        counts[by] = (counts[by] ?? 0) + Number(n);
    }
    return counts;
  }

  async function historyTransferIds(customer: Customer): Promise<Array<string | null>> {
    const response = await customer.api.get(`${cluster.url}/api/transactions?limit=20`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as TransactionPage).items.map((item) => item.transferId);
  }
});
