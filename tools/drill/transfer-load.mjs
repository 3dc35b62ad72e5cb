// Transfers as a bank's clients send them while things fail, and the checker of what they were told:
// each transfer has its own Idempotency-Key, and a request that got no answer, a 5xx or a timeout
// is sent again with the same key until the API answers it. Every acknowledged transfer must then
// exist exactly once, and every key must answer the same transfer when asked again.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { BENCH_PIN } from '../bench/bench-customers.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * One statement on a connection of its own (through HAProxy: on whichever server is primary now).
 * @returns {Promise<Array<Record<string, any>>>}
 */
export async function queryOnce(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  // A server that goes away fails the query under way; the event alone must not end the drill.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query({ text, values })).rows;
  } finally {
    await client.end();
  }
}

/** One POST with a deadline; answers { status, body } or { status: 0 } when no answer came. */
function post(port, agent, path, body, headers, timeoutMs) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        timeout: timeoutMs,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // a proxy's HTML error page: no answer from the API
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', () => resolve({ status: 0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0 }));
    req.end(payload);
  });
}

/** A transfer's request: 1–100 cents from one of the user's accounts to someone else's. */
export function transferRequest(fixture, user) {
  const others = fixture.all.filter((account) => !user.accounts.includes(account));
  const to = others[Math.floor(Math.random() * others.length)];
  return {
    key: randomUUID(),
    user,
    body: {
      fromAccountId: user.accounts[Math.floor(Math.random() * user.accounts.length)].id,
      recipient: {
        accountType: 'checking',
        accountNumber: to.number,
        routingNumber: '123456780',
        name: 'drill payee',
      },
      amountMinor: 1 + Math.floor(Math.random() * 100),
      timing: { type: 'immediate' },
      pin: BENCH_PIN,
    },
  };
}

/**
 * Sends one transfer until the API answers it (or `giveUp()` says stop: it stays indeterminate).
 * Records every attempt's outcome in `outcome`.
 */
async function sendUntilAnswered({ port, agent, transfer, outcome, giveUp, retryMs, timeoutMs }) {
  const headers = { ...transfer.user.auth, 'idempotency-key': transfer.key };
  for (;;) {
    const sentAt = Date.now();
    const answer = await post(port, agent, '/api/transfers', transfer.body, headers, timeoutMs);
    outcome.attempts += 1;
    if (answer.status > 0 && answer.status < 500) {
      Object.assign(outcome, { status: answer.status, sentAt, answeredAt: Date.now() });
      if (answer.status === 201) outcome.id = answer.body?.transfer?.id ?? null;
      else outcome.code = answer.body?.code ?? null;
      return;
    }
    if (giveUp()) return;
    await sleep(retryMs);
  }
}

/**
 * `clients` clients, each sending transfers one after another until `stop()` or `total` have been
 * started. Answers { outcomes, stop }: outcomes by key, in the order started.
 */
export function startTransferLoad({
  port,
  fixture,
  clients,
  total = Infinity,
  retryMs = 200,
  timeoutMs = 30_000,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  /** @type {Map<string, any>} */
  const outcomes = new Map();
  let stopping = false;
  let started = 0;
  const client = async (index) => {
    const user = fixture.users[index % fixture.users.length];
    while (!stopping && started < total) {
      started += 1;
      const transfer = transferRequest(fixture, user);
      const outcome = { transfer, attempts: 0, status: null, id: null };
      outcomes.set(transfer.key, outcome);
      await sendUntilAnswered({
        port,
        agent,
        transfer,
        outcome,
        giveUp: () => stopping,
        retryMs,
        timeoutMs,
      });
    }
  };
  const running = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return {
    outcomes,
    done: running,
    async stop() {
      stopping = true;
      await running;
      agent.destroy();
      return outcomes;
    },
  };
}

/**
 * Counts, on the database at `url` (through HAProxy: the primary now), the transfers of `userIds`
 * and how many of the `acknowledged` ids exist: what checkTransfers compares with what it was told.
 */
export function transferCounter(url) {
  return async (userIds, acknowledged) => {
    const [counted] = await queryOnce(
      url,
      `SELECT (SELECT count(*)::int FROM transfers WHERE user_id = ANY($1::uuid[])) AS total,
              (SELECT count(DISTINCT id)::int FROM transfers WHERE id = ANY($2::uuid[])) AS present`,
      [userIds, acknowledged],
    );
    return { total: counted.total, acknowledgedPresent: counted.present };
  };
}

/**
 * The checker: sends every key again once the system is calm (an indeterminate one until answered)
 * and compares; counts the drill's transfers in the database (`countTransfers(userIds)`).
 */
export async function checkTransfers({ port, outcomes, countTransfers, userIds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const all = [...outcomes.values()];
  const indeterminate = all.filter((o) => o.status === null).length;
  let changedAnswers = 0;
  const queue = [...all];
  const worker = async () => {
    for (let outcome = queue.shift(); outcome; outcome = queue.shift()) {
      const again = { transfer: outcome.transfer, attempts: 0, status: null, id: null };
      await sendUntilAnswered({
        port,
        agent,
        transfer: outcome.transfer,
        outcome: again,
        giveUp: () => false,
        retryMs: 500,
        timeoutMs: 30_000,
      });
      if (outcome.status === null) Object.assign(outcome, again, { resolvedLater: true });
      else if (again.status !== outcome.status || again.id !== outcome.id) changedAnswers += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  agent.destroy();
  const acknowledged = all.filter((o) => o.status === 201 && o.id);
  const stored = await countTransfers(
    userIds,
    acknowledged.map((o) => o.id),
  );
  return {
    sent: all.length,
    acknowledged: acknowledged.filter((o) => !o.resolvedLater).length,
    refused: all.filter((o) => o.status !== 201).length,
    indeterminate,
    resolved: all.filter((o) => o.resolvedLater).length,
    lost: acknowledged.length - stored.acknowledgedPresent,
    duplicated: stored.total - acknowledged.length,
    changedAnswers,
  };
}
