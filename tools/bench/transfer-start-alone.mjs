// The database's own ceiling for transfers: pgbench calling transfer_start_checked (the call that
// writes whole internal transfers: PIN check, idempotency key, daily limit, transfer, statement lines,
// journal entry, postings, balances) with the parameters the API would build, but without HTTP, Node or the
// reads before it; one transfer per call, or `batch` random ones. Runs on the bench's API database
// after the API was measured.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendsGone, cpuReading } from './cpu-use.mjs';
import { pgbenchRun, pgbenchTps } from './pgbench.mjs';

/**
 * bench_transfer(from, to, amount): one internal transfer between two bench accounts (by index), as
 * the API would decide it; bench_items(n, accounts): n of them between random distinct accounts;
 * bench_transfers(n, accounts): those n written by transfer_start_checked.
 */
const HELPER_SQL = `
CREATE TABLE bench_accounts (i integer PRIMARY KEY, id uuid NOT NULL, number text NOT NULL, user_id uuid NOT NULL);
CREATE FUNCTION bench_transfer(p_from integer, p_to integer, p_amount bigint) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  a bench_accounts; b bench_accounts;
  v_id uuid := gen_random_uuid();
  v_at text := now()::text;
  v_recipient jsonb;
BEGIN
  SELECT * INTO a FROM bench_accounts WHERE i = p_from;
  SELECT * INTO b FROM bench_accounts WHERE i = p_to;
  v_recipient := jsonb_build_object('accountType', 'checking', 'accountNumber', b.number, 'routingNumber', '123456780', 'name', 'bench payee', 'address', NULL);
  RETURN jsonb_build_object(
    'key', v_id::text, 'requestHash', md5(v_id::text), 'userId', a.user_id, 'transferId', v_id, 'entryId', gen_random_uuid(), 'createdAt', v_at,
    'pinHash', (SELECT pin_hash FROM transfer_settings WHERE user_id = a.user_id), 'fromAccountId', a.id, 'kind', 'internal', 'recipientAccountId', b.id, 'recipient', v_recipient, 'amountMinor', p_amount,
    'description', NULL, 'nameMismatch', true, 'needsReview', false, 'status', 'completed', 'scheduleId', NULL, 'countedOn', current_date::text,
    'dailyLimitMinor', 5000000000, 'moveTo', b.id, 'entryKind', 'transfer', 'memo', 'Transfer ' || v_id, 'actorRole', 'customer',
    'lines', jsonb_build_array(
      jsonb_build_object('accountId', a.id, 'userId', a.user_id, 'type', 'transfer', 'title', 'Transfer to bench payee', 'amountMinor', -p_amount, 'status', 'completed'),
      jsonb_build_object('accountId', b.id, 'userId', b.user_id, 'type', 'credit', 'title', 'Transfer from bench', 'amountMinor', p_amount, 'status', 'completed')),
    'rememberPayee', false, 'job', NULL, 'code', NULL, 'window', NULL,
    'response', jsonb_build_object('outcome', 'completed', 'transfer', jsonb_build_object('id', v_id, 'status', 'completed', 'amountMinor', p_amount, 'createdAt', v_at)));
END $$;
CREATE FUNCTION bench_items(p_count integer, p_accounts integer) RETURNS jsonb LANGUAGE sql AS $$
  SELECT jsonb_agg(bench_transfer(f, CASE WHEN t >= f THEN t + 1 ELSE t END, 1 + floor(random() * 100)::bigint))
  FROM (SELECT floor(random() * p_accounts)::int AS f, floor(random() * (p_accounts - 1))::int AS t FROM generate_series(1, p_count)) pairs
$$;
CREATE FUNCTION bench_transfers(p_count integer, p_accounts integer) RETURNS jsonb LANGUAGE sql AS $$
  SELECT transfer_start_checked(bench_items(p_count, p_accounts))
$$;`;

/** Loads the bench accounts and the helper into the API's database (as the bench's superuser). */
export async function prepareTransferStartAlone(db, users) {
  await db.query(HELPER_SQL);
  const accounts = users.flatMap((user) =>
    user.accounts.map((account) => ({ ...account, userId: user.id })),
  );
  await db.query(
    'INSERT INTO bench_accounts (i, id, number, user_id) SELECT * FROM unnest($1::int[], $2::uuid[], $3::text[], $4::uuid[])',
    [
      accounts.map((_, i) => i),
      accounts.map((a) => a.id),
      accounts.map((a) => a.number),
      accounts.map((a) => a.userId),
    ],
  );
  return accounts.length;
}

/**
 * Transfers per second of transfer_start_checked alone at `clients` connections, `batch` transfers per
 * call between random distinct accounts, $0.01–$1.00 each.
 */
export function transferStartAlone(url, accountCount, clients, seconds, dir, batch = 1) {
  const script = join(dir, 'transfer-start.sql');
  writeFileSync(script, `SELECT bench_transfers(${batch}, ${accountCount});\n`);
  return batch * pgbenchTps(url, clients, seconds, ['-f', script]);
}

/** Batch sizes the write's cost is read at: one transfer per call, and the most a call takes. */
const COST_BATCHES = [1, 32];

/** PostgreSQL's CPU seconds per call of `select` (a pgbench script of one statement). */
async function postgresSecondsPerCall(url, clients, seconds, dir, select) {
  const script = join(dir, 'write-cost.sql');
  writeFileSync(script, `${select}\n`);
  const before = cpuReading();
  const { transactions } = pgbenchRun(url, clients, seconds, ['-f', script]);
  await backendsGone(before);
  return (cpuReading().postgres - before.postgres) / transactions;
}

/**
 * What the write alone costs PostgreSQL, split in two: `perCallMs`, paid once by every call whatever
 * its size (the statements it runs, the commit), and `perTransferMs`, paid by each transfer in it.
 * Read from calls of 1 and of 32 transfers, each less what building its items costs (the same items
 * built and thrown away: bench_items), so that only transfer_start_checked's work is counted.
 */
export async function writeCostSplit(url, accountCount, clients, seconds, dir) {
  const cost = (select) => postgresSecondsPerCall(url, clients, seconds, dir, select);
  const perCall = [];
  for (const batch of COST_BATCHES) {
    const items = await cost(`SELECT bench_items(${batch}, ${accountCount});`);
    const written = await cost(`SELECT bench_transfers(${batch}, ${accountCount});`);
    perCall.push((written - items) * 1000);
  }
  const [small, large] = COST_BATCHES;
  const perTransferMs = (perCall[1] - perCall[0]) / (large - small);
  return { perCallMs: perCall[0] - perTransferMs * small, perTransferMs };
}
