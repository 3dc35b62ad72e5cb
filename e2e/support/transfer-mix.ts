import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import type { ReadinessDetails } from '@vaultline/contracts';
import type { Customer, Portal } from './bank';
import { balanceOf, fund, newCustomer, ROUTING, transferRequest } from './bank';

/**
 * The API concurrency suite's mix of transfers (services/api/test/integration/ledger/concurrency.spec.ts),
 * sent from outside over HTTP: customers with known payees and a premium limit, three hot accounts
 * in about half of all transfers, about 10% overdrawing on purpose, 2% sent twice at once with the
 * same key and 10% sent again afterwards.
 */

/** A small deterministic PRNG so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Runs `statement` on the portal's own database (what the API has no route for yet). */
export async function onDatabase<Row extends object>(
  databaseUrl: string,
  statement: string,
  params: unknown[],
): Promise<Row[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * `count` customers signed up and funded through the portal's API (staff adjustments, approved by
 * the demo checker where needed). As in the API suite, each already knows every other as a payee (as
 * after a first confirmed transfer, long enough ago that its first window has ended) and has the
 * premium daily limit: written to the database, as the portal has no route that adds a payee without
 * a transfer.
 */
export async function mixCustomers(
  portal: Portal,
  databaseUrl: string,
  count: number,
  random: () => number,
): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const customer = await newCustomer('mix', `customer${String.fromCharCode(97 + i)}`, portal);
    await fund(customer, 20_000 + Math.floor(random() * 200_000), portal);
    customers.push(customer);
  }
  const ids = customers.map((customer) => customer.id);
  await onDatabase(
    databaseUrl,
    "UPDATE transfer_settings SET limit_tier = 'premium' WHERE user_id = ANY($1::uuid[])",
    [ids],
  );
  await onDatabase(
    databaseUrl,
    `INSERT INTO payees (user_id, routing_number, account_number, name)
     SELECT f.id, $2, t.number, 'Known payee'
       FROM unnest($1::uuid[]) AS f(id), unnest($3::text[]) AS t(number)
     ON CONFLICT DO NOTHING`,
    [ids, ROUTING, customers.map((customer) => customer.accountNumber)],
  );
  // Known long ago, as in the API suite (knownPayee): each first window ended yesterday, so the
  // new-recipient cap on the running total does not apply to the mix.
  await onDatabase(
    databaseUrl,
    `INSERT INTO recipient_windows (user_id, routing_number, account_number, opened_at, ends_at)
     SELECT f.id, $2, t.number, now() - interval '2 days', now() - interval '1 day'
       FROM unnest($1::uuid[]) AS f(id), unnest($3::text[]) AS t(number)
     ON CONFLICT DO NOTHING`,
    [ids, ROUTING, customers.map((customer) => customer.accountNumber)],
  );
  return customers;
}

export interface Answer {
  status: number;
  body: { transfer?: { id: string }; requestId?: string; code?: string };
}

interface Send {
  url: string;
  from: Customer;
  to: Customer;
  amountMinor: number;
  key: string;
}

function postTransfer({ url, from, to, amountMinor, key }: Send): Promise<Response> {
  return fetch(`${url}/api/transfers`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${from.token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(transferRequest(from, to, amountMinor)),
  });
}

/** How long a send is retried: longer than a database failover (about 15 s) takes. */
const ANSWER_WITHIN_MS = 90_000;

/**
 * Sends until there is an answer: a dropped connection, the proxy's 502/504 or a 503 (the instance
 * died or is going, or the database is failing over) is sent again with the same key, as the
 * portal's own client does.
 */
async function untilAnswered(send: Send, counts: { resent: number }): Promise<Answer> {
  for (const deadline = Date.now() + ANSWER_WITHIN_MS; Date.now() < deadline;) {
    const response = await postTransfer(send).catch(() => null);
    if (response && ![502, 503, 504].includes(response.status))
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    counts.resent += 1;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no answer for ${send.key} within ${ANSWER_WITHIN_MS / 1000} s`);
}

/** An answer as two answers to one key must agree on: the status and body, keys sorted, without the request id. */
export function comparable(answer: Answer): string {
  const { requestId: _own, ...body } = answer.body;
  const sorted = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value;
  return JSON.stringify([answer.status, body], sorted);
}

export interface MixRun {
  /** Every answer per Idempotency-Key. */
  answersByKey: Map<string, Answer[]>;
  /** Transfer ids the API acknowledged (201). */
  acknowledged: Set<string>;
  /** Sends repeated because the proxy or the connection failed. */
  resent: number;
  startedAt: Date;
}

/** Sends `total` transfers of the mix from `clients` clients; `midway` runs once a third have started. */
export async function sendMix(options: {
  url: string;
  customers: Customer[];
  total: number;
  clients: number;
  random: () => number;
  midway: () => void;
}): Promise<MixRun> {
  const { customers, random } = options;
  const run: MixRun = {
    answersByKey: new Map(),
    acknowledged: new Set(),
    resent: 0,
    startedAt: new Date(),
  };
  const pick = () =>
    random() < 0.5 ? Math.floor(random() * 3) : Math.floor(random() * customers.length);
  let started = 0;
  const client = async () => {
    while (started < options.total) {
      started += 1;
      if (started === Math.floor(options.total / 3)) options.midway();
      const fromIndex = pick();
      let toIndex = pick();
      if (toIndex === fromIndex) toIndex = (toIndex + 1) % customers.length;
      const send: Send = {
        url: options.url,
        from: customers[fromIndex],
        to: customers[toIndex],
        amountMinor: random() < 0.1 ? 5_000_000 : 1 + Math.floor(random() * 6_000),
        key: `mix-${started}-${Math.random().toString(36).slice(2)}`,
      };
      const copies = random() < 0.02 ? 2 : 1;
      const answers = await Promise.all(
        Array.from({ length: copies }, () => untilAnswered(send, run)),
      );
      if (random() < 0.1) answers.push(await untilAnswered(send, run));
      run.answersByKey.set(send.key, answers);
      const success = answers.find((answer) => answer.status === 201);
      if (success?.body.transfer) run.acknowledged.add(success.body.transfer.id);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  return run;
}

/** The transfers these customers' accounts made since `since`, by status. */
export async function transfersSince(
  databaseUrl: string,
  customers: Customer[],
  since: Date,
): Promise<Array<{ id: string; status: string }>> {
  return onDatabase<{ id: string; status: string }>(
    databaseUrl,
    'SELECT id, status FROM transfers WHERE user_id = ANY($1::uuid[]) AND created_at >= $2',
    [customers.map((customer) => customer.id), since],
  );
}

/** The money the customers hold together, in minor units. */
export async function totalBalance(customers: Customer[]): Promise<number> {
  const balances = await Promise.all(customers.map((customer) => balanceOf(customer)));
  return balances.reduce((sum, balance) => sum + balance, 0);
}

/**
 * What a mix must leave, whatever failed during it: every answer to a key the same, none a 5xx,
 * each acknowledged transfer there exactly once (and completed), no other transfer written, the
 * money conserved and the ledger invariants green.
 */
export async function expectMixHeld(options: {
  run: MixRun;
  databaseUrl: string;
  customers: Customer[];
  initialTotal: number;
  url: string;
  opsToken: string;
}): Promise<void> {
  const { run, customers } = options;
  test.info().annotations.push({
    type: 'sent again after a dropped answer or a 503',
    description: `${run.resent}`,
  });
  const disagreeing = [...run.answersByKey]
    .map(([key, answers]) => ({ key, answers: [...new Set(answers.map(comparable))] }))
    .filter(({ answers }) => answers.length > 1);
  expect(disagreeing, 'keys whose answers differ').toEqual([]);
  const statuses = [...run.answersByKey.values()].map(([first]) => first.status);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  const written = await transfersSince(options.databaseUrl, customers, run.startedAt);
  expect(written.map((row) => row.id).sort()).toEqual([...run.acknowledged].sort());
  expect(written.filter((row) => row.status !== 'completed')).toEqual([]);
  expect(await totalBalance(customers)).toBe(options.initialTotal);
  const invariants = await fetch(`${options.url}/api/platform/invariants`, {
    headers: { authorization: `Bearer ${options.opsToken}` },
  });
  expect(((await invariants.json()) as { ok: boolean }).ok).toBe(true);
}

/** The jobs check of an instance's readiness (the checks are shown to the ops token only). */
async function jobsCheck(port: number, opsToken: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  // A ready instance answers the checks; one that is not puts them in the problem's details.
  const body = (await response.json()) as Partial<ReadinessDetails> & {
    details?: { checks?: ReadinessDetails['checks'] };
  };
  const checks = body.checks ?? body.details?.checks;
  if (!checks) throw new Error(`readiness ${response.status}: ${JSON.stringify(body)}`);
  return checks.jobs;
}

/** The jobs due by kind, summed, as an instance's metrics show them to ops. */
async function jobsDue(url: string, opsToken: string): Promise<number> {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  const series = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('vaultline_jobs_due{'));
  return series.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/**
 * The instances behind the proxy run no jobs; the jobs process does, and it sends what the
 * transfers queued (their notices): the queue empties, and no job failed.
 */
export async function expectJobsOnTheirOwnProcess(
  cluster: { url: string; ports: number[]; jobsPorts: number[] },
  databaseUrl: string,
  opsToken: string,
) {
  // A killed instance answers nothing; the others say their runner is off.
  const serving = await Promise.all(
    cluster.ports.map((port) => jobsCheck(port, opsToken).catch(() => null)),
  );
  expect(serving.filter((state) => state !== null)).toEqual(['off', 'off']);
  // After a database failover the runner may take a poll or two to be alive again.
  await expect
    .poll(() => Promise.all(cluster.jobsPorts.map((port) => jobsCheck(port, opsToken))), {
      timeout: 60_000,
    })
    .toEqual(['ok']);
  await expect.poll(() => jobsDue(cluster.url, opsToken), { timeout: 120_000 }).toBe(0);
  const failed = await onDatabase<{ n: number }>(
    databaseUrl,
    "SELECT count(*)::int AS n FROM jobs WHERE status = 'failed'",
    [],
  );
  expect(failed[0].n).toBe(0);
}
