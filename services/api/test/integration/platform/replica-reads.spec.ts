import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../src/platform/config/app-config';
import { PreparedStatements } from '../../../src/platform/database/prepared-statements';
import { ReplicaReads } from '../../../src/platform/database/replica-reads';
import { sqlRows } from '../../../src/platform/database/sql';
import { MetricsService } from '../../../src/platform/metrics/metrics.service';
import { describeOnPostgres } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

interface EchoRow {
  echo: number;
  in_recovery: boolean;
}

const ECHO_SQL = 'SELECT $1::int AS echo, pg_is_in_recovery() AS in_recovery';

/**
 * Who served reads, as the metrics say. The read-your-writes under a lagging replica needs a real
 * standby: e2e/src/high-availability.spec.ts pauses one's replay.
 */
async function servedBy(metrics: MetricsService): Promise<Record<string, number>> {
  const text = await metrics.text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/vaultline_replica_reads_total\{served_by="(\w+)"\} (\d+)/g))
    counts[match[1]] = Number(match[2]);
  return counts;
}

describeOnPostgres('reads a replica may serve (postgres)', () => {
  let t: TestApp;
  const opened: ReplicaReads[] = [];
  beforeAll(async () => {
    t = await startTestApp('postgres');
  });
  afterAll(async () => {
    await Promise.all(opened.map((reads) => reads.onApplicationShutdown()));
    await t.close();
  });

  function replicaReads(readUrl: string | null): ReplicaReads {
    const config = t.config;
    if (config.database.kind !== 'postgres') throw new Error('postgres only');
    const withReplica: AppConfig = { ...config, database: { ...config.database, readUrl } };
    const reads = new ReplicaReads(
      t.app.get(DataSource),
      withReplica,
      t.app.get(PreparedStatements),
      t.app.get(MetricsService),
    );
    opened.push(reads);
    return reads;
  }

  it('serves from the read URL at once when a primary is behind it, and says so (primary_via_read_port)', async () => {
    const config = t.config.database;
    if (config.kind !== 'postgres') throw new Error('postgres only');
    const reads = replicaReads(config.appUrl);
    const before = await servedBy(t.app.get(MetricsService));
    const rows = await sqlRows<EchoRow>(reads, ECHO_SQL, [7]);
    const named = await reads.read<EchoRow>(`${ECHO_SQL} -- named`, [8]);
    expect(rows).toEqual([{ echo: 7, in_recovery: false }]);
    expect(named).toEqual([{ echo: 8, in_recovery: false }]);
    const after = await servedBy(t.app.get(MetricsService));
    // A proxy with no replica left sends reads to the primary: caught up, but not a replica's read.
    expect((after.primary_via_read_port ?? 0) - (before.primary_via_read_port ?? 0)).toBe(2);
    expect((after.replica ?? 0) - (before.replica ?? 0)).toBe(0);
  });

  it('hands the read to the primary when the replica cannot be reached', async () => {
    const reads = replicaReads('postgres://vaultline_app@127.0.0.1:1/none');
    const before = await servedBy(t.app.get(MetricsService));
    expect(await sqlRows<EchoRow>(reads, ECHO_SQL, [9])).toEqual([{ echo: 9, in_recovery: false }]);
    const after = await servedBy(t.app.get(MetricsService));
    expect(after.primary_replica_failed - (before.primary_replica_failed ?? 0)).toBe(1);
  });

  it('lets a statement error through instead of asking the primary the same', async () => {
    const config = t.config.database;
    if (config.kind !== 'postgres') throw new Error('postgres only');
    const reads = replicaReads(config.appUrl);
    await expect(sqlRows<EchoRow>(reads, 'SELECT no_such_column FROM users', [])).rejects.toThrow(
      /no_such_column/,
    );
  });

  it('reads from the primary alone when no replica is set', async () => {
    const reads = replicaReads(null);
    const before = await servedBy(t.app.get(MetricsService));
    expect(await sqlRows<EchoRow>(reads, ECHO_SQL, [3])).toEqual([{ echo: 3, in_recovery: false }]);
    expect(await servedBy(t.app.get(MetricsService))).toEqual(before);
  });
});
