import { DataSource } from 'typeorm';
import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { canonicalJson } from '../../../src/platform/audit/canonical-json';
import type { Customer } from '../../support/banking';
import { balanceOf, fundedCustomer, knownPayee, newKey, transfer } from '../../support/banking';
import { describeOnPostgres } from '../../support/databases';
import type { CallResult } from '../../support/http';
import { sameAnswer } from '../../support/http';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

// Concurrency is proven on PostgreSQL (PGlite runs one transaction at a time by design).

/** A small deterministic PRNG so a failing run can be replayed. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describeOnPostgres('transfers under concurrency (postgres)', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('lets exactly one of 100 parallel transfers of the full balance through', async () => {
    const from = await fundedCustomer(t, 75_000);
    const recipients = await Promise.all(Array.from({ length: 4 }, () => fundedCustomer(t, 0)));
    for (const to of recipients) await knownPayee(t, from, to.accountNumber);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        transfer(t, from, { amountMinor: 75_000, toNumber: recipients[i % 4].accountNumber }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.body.code === 'TRANSFERS_INSUFFICIENT_FUNDS')).toHaveLength(
      99,
    );
    expect(await balanceOf(t, from.accountId)).toBe(0);
    // The requests were written in shared batches: each refusal undid only its own transfer and kept its answer.
    const [written] = await db.query(
      'SELECT count(*)::int AS n FROM transfers WHERE user_id = $1',
      [from.id],
    );
    expect(written.n).toBe(1);
    const answers = await db.query(
      'SELECT status_code, count(*)::int AS n FROM idempotency_keys WHERE user_id = $1 GROUP BY status_code ORDER BY status_code',
      [from.id],
    );
    expect(answers).toEqual([
      { status_code: 201, n: 1 },
      { status_code: 422, n: 99 },
    ]);
    const received = await Promise.all(recipients.map((to) => balanceOf(t, to.accountId)));
    expect(received.reduce((a, b) => a + b, 0)).toBe(75_000);
  });

  it('lets at most 10 of 50 parallel transfers of 10% of the daily limit through', async () => {
    const from = await fundedCustomer(t, 10_000_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        transfer(t, from, { amountMinor: 100_000, toNumber: to.accountNumber }),
      ),
    );
    const ok = responses.filter((r) => r.status === 201);
    expect(ok.length).toBeLessThanOrEqual(10);
    expect(ok).toHaveLength(10);
    expect(responses.filter((r) => r.body.code === 'TRANSFERS_DAILY_LIMIT_EXCEEDED')).toHaveLength(
      40,
    );
    expect(await balanceOf(t, to.accountId)).toBe(1_000_000);
  });

  it('keeps the ledger exact through 5,000 random transfers from 32 clients with hot accounts, retries and overdraws', async () => {
    const random = prng(20_261_122);
    const customers: Customer[] = [];
    for (let i = 0; i < 20; i += 1)
      customers.push(await fundedCustomer(t, 20_000 + Math.floor(random() * 200_000)));
    await db.query(
      "UPDATE transfer_settings SET limit_tier = 'premium' WHERE user_id = ANY($1::uuid[])",
      [customers.map((c) => c.id)],
    );
    for (const from of customers)
      for (const to of customers) if (from !== to) await knownPayee(t, from, to.accountNumber);
    const initial = (await Promise.all(customers.map((c) => balanceOf(t, c.accountId)))).reduce(
      (a, b) => a + b,
      0,
    );
    // Hot accounts: the first three take part in about half of all transfers.
    const pick = () =>
      random() < 0.5 ? Math.floor(random() * 3) : Math.floor(random() * customers.length);
    const acknowledged = new Map<string, CallResult>();
    const answersByKey = new Map<string, string[]>();
    let next = 0;
    const TOTAL = 5_000;

    async function client(): Promise<void> {
      while (next < TOTAL) {
        next += 1;
        const fromIndex = pick();
        let toIndex = pick();
        if (toIndex === fromIndex) toIndex = (toIndex + 1) % customers.length;
        // About 10% overdraw on purpose; the rest stay under the step-up threshold.
        const amountMinor = random() < 0.1 ? 5_000_000 : 1 + Math.floor(random() * 6_000);
        const key = newKey();
        const send = () =>
          transfer(t, customers[fromIndex], {
            amountMinor,
            toNumber: customers[toIndex].accountNumber,
            key,
          });
        const duplicates = random() < 0.02 ? 2 : 1;
        const answers = await Promise.all(Array.from({ length: duplicates }, send));
        if (random() < 0.1) answers.push(await send());
        answersByKey.set(
          key,
          answers.map((answer) => canonicalJson([answer.status, sameAnswer(answer.body)])),
        );
        const success = answers.find((answer) => answer.status === 201);
        if (success) acknowledged.set(success.body.transfer.id, success);
      }
    }
    await Promise.all(Array.from({ length: 32 }, client));

    for (const answers of answersByKey.values()) expect(new Set(answers).size).toBe(1);
    const statuses = [...answersByKey.values()].map((answers) => JSON.parse(answers[0])[0]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const ids = [...acknowledged.keys()];
    const rows: Array<{ id: string; status: string }> = await db.query(
      'SELECT id, status FROM transfers WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    const userIds = customers.map((c) => c.id);
    const [{ count }] = await db.query(
      "SELECT count(*)::int FROM transfers WHERE user_id = ANY($1::uuid[]) AND status = 'completed'",
      [userIds],
    );
    expect(count).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(1_000);
    const final = (await Promise.all(customers.map((c) => balanceOf(t, c.accountId)))).reduce(
      (a, b) => a + b,
      0,
    );
    expect(final).toBe(initial);
    const report = await t.app.get(InvariantsService).check();
    expect(report).toMatchObject({ ok: true });
  }, 600_000);
});
