import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import type { StartAnswer, StartParams } from '../../../src/modules/transfers/start/start-write';
import { startTransfers } from '../../../src/modules/transfers/start/start-write.queries';
import { PreparedStatements } from '../../../src/platform/database/prepared-statements';
import { sqlDetail, sqlState } from '../../../src/platform/database/sql-error';
import type { Customer } from '../../support/banking';
import { balanceOf, fundedCustomer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const DAILY_LIMIT = 10_000;

/** An immediate internal transfer as the engine would decide it, written by transfer_start_many. */
function decided(
  from: Customer,
  to: { id: string; accountId: string; accountNumber: string },
  amountMinor: number,
  key: string,
): StartParams {
  const transferId = randomUUID();
  const createdAt = new Date().toISOString();
  const status = 'completed';
  return {
    key,
    requestHash: `hash-${key}-${amountMinor}`,
    pinHash: null,
    userId: from.id,
    transferId,
    entryId: randomUUID(),
    createdAt,
    fromAccountId: from.accountId,
    kind: 'internal',
    recipientAccountId: to.accountId,
    recipient: {
      accountType: 'checking',
      accountNumber: to.accountNumber,
      routingNumber: '123456780',
      name: 'Payee',
      address: null,
    },
    amountMinor,
    description: null,
    nameMismatch: false,
    needsReview: false,
    status,
    scheduleId: null,
    countedOn: createdAt.slice(0, 10),
    dailyLimitMinor: DAILY_LIMIT,
    moveTo: to.accountId,
    entryKind: 'transfer',
    memo: `Transfer ${transferId}`,
    actorRole: 'customer',
    lines: [
      {
        accountId: from.accountId,
        userId: from.id,
        type: 'transfer',
        title: 'Transfer to Payee',
        amountMinor: -amountMinor,
        status,
      },
      {
        accountId: to.accountId,
        userId: to.id,
        type: 'credit',
        title: 'Transfer from a customer',
        amountMinor,
        status,
      },
    ],
    rememberPayee: false,
    job: null,
    code: null,
    // Not a new recipient's first window: these suites test the batch write, not that cap.
    window: null,
    response: { transferId } as unknown as StartParams['response'],
  };
}

describe.each(databaseKinds())('transfer_start_many (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  let prepared: PreparedStatements;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
    prepared = t.app.get(PreparedStatements);
  });
  afterAll(() => t.close());

  const count = async (sql: string, userId: string) => (await db.query(sql, [userId]))[0].n;

  it('refuses within one batch from the figures the earlier transfers left, writes nothing for a refusal and replays a repeated key', async () => {
    const sender = await fundedCustomer(t, 20_000);
    const small = await fundedCustomer(t, 5_000);
    const payee = await fundedCustomer(t, 0);
    const closed = await fundedCustomer(t, 0);
    await db.query(
      "UPDATE ledger_accounts SET status = 'closed', closed_at = now() WHERE id = $1",
      [closed.accountId],
    );
    // Written in the order user, key: a-, b-, c-, d- for each sender.
    const first = decided(sender, payee, 6_000, 'a-first');
    const items = [
      decided(sender, payee, 4_000, 'd-fills-the-day'),
      decided(sender, closed, 1_000, 'c-to-a-closed-account'),
      first,
      decided(small, payee, 3_000, 'a-fits'),
      decided(sender, payee, 5_000, 'b-over-the-daily-limit'),
      decided(small, payee, 3_000, 'b-more-than-is-left'),
      decided(sender, payee, 6_000, 'a-first'),
    ];

    const answers: StartAnswer[] = await startTransfers(prepared, items);

    expect(answers[0]).toEqual({ status: 201, replayed: false });
    expect(answers[1]).toEqual({
      refusal: { state: 'VL002', detail: { accountId: closed.accountId } },
    });
    expect(answers[2]).toEqual({ status: 201, replayed: false });
    expect(answers[3]).toEqual({ status: 201, replayed: false });
    expect(answers[4]).toEqual({
      refusal: { state: 'VL004', detail: { dailyLimitMinor: DAILY_LIMIT, remainingMinor: 4_000 } },
    });
    expect(answers[5]).toEqual({
      refusal: { state: 'VL003', detail: { accountId: small.accountId, availableMinor: 2_000 } },
    });
    expect(answers[6]).toEqual({ status: 201, replayed: true, body: first.response });

    expect(await balanceOf(t, sender.accountId)).toBe(10_000);
    expect(await balanceOf(t, small.accountId)).toBe(2_000);
    expect(await balanceOf(t, payee.accountId)).toBe(13_000);
    expect(await balanceOf(t, closed.accountId)).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM transfers WHERE user_id = $1', sender.id),
    ).toBe(2);
    expect(
      await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1', sender.id),
    ).toBe(2);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND transfer_id IS NOT NULL',
        sender.id,
      ),
    ).toBe(2);
    expect(
      await count('SELECT total_minor::int AS n FROM daily_outgoing WHERE user_id = $1', sender.id),
    ).toBe(DAILY_LIMIT);
    expect(
      await count('SELECT total_minor::int AS n FROM daily_outgoing WHERE user_id = $1', small.id),
    ).toBe(3_000);
    expect(await t.app.get(InvariantsService).check()).toMatchObject({ ok: true });
  });

  it('answers a repeated key within one batch like its first use: the same refusal, or a conflict for another request', async () => {
    const sender = await fundedCustomer(t, 1_000);
    const payee = await fundedCustomer(t, 0);
    const answers = await startTransfers(prepared, [
      decided(sender, payee, 5_000, 'too-much'),
      decided(sender, payee, 5_000, 'too-much'),
      decided(sender, payee, 500, 'too-much'),
    ]);
    const refusal = {
      refusal: { state: 'VL003', detail: { accountId: sender.accountId, availableMinor: 1_000 } },
    };
    expect(answers).toEqual([refusal, refusal, { conflict: true }]);
    expect(
      await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1', sender.id),
    ).toBe(0);
    expect(await balanceOf(t, sender.accountId)).toBe(1_000);
  });

  it('replays a key stored by an earlier call', async () => {
    const sender = await fundedCustomer(t, 10_000);
    const payee = await fundedCustomer(t, 0);
    const first = decided(sender, payee, 1_000, 'once');
    await startTransfers(prepared, [first]);
    const [again] = await startTransfers(prepared, [decided(sender, payee, 1_000, 'once')]);
    expect(again).toEqual({ status: 201, body: first.response, replayed: true });
    expect(await balanceOf(t, payee.accountId)).toBe(1_000);
  });

  it('answers a key used with another request as a conflict and writes nothing for it', async () => {
    const sender = await fundedCustomer(t, 10_000);
    const payee = await fundedCustomer(t, 0);
    const [created] = await startTransfers(prepared, [decided(sender, payee, 1_000, 'same-key')]);
    expect(created).toMatchObject({ status: 201 });
    const [reused] = await startTransfers(prepared, [decided(sender, payee, 2_000, 'same-key')]);
    expect(reused).toEqual({ conflict: true });
    expect(await balanceOf(t, payee.accountId)).toBe(1_000);
  });

  it('refuses an item that misses a key (a misspelt key is never read as NULL) and writes nothing', async () => {
    const sender = await fundedCustomer(t, 10_000);
    const payee = await fundedCustomer(t, 0);
    const { fromAccountId, ...misspelt } = decided(sender, payee, 1_000, 'misspelt');
    const items = [{ ...misspelt, fromAcountId: fromAccountId }];
    const failure = await db
      .query('SELECT transfer_start_many($1::jsonb)', [JSON.stringify(items)])
      .catch((error: unknown) => error);
    expect(sqlState(failure)).toBe('VL001');
    expect(await balanceOf(t, sender.accountId)).toBe(10_000);
  });

  describe('idempotency functions (one implementation for transfers, schedules and refusals)', () => {
    const claim = async (userId: string, key: string, hash: string) =>
      (await db.query('SELECT idempotency_claim($1, $2, $3) AS r', [userId, key, hash]))[0].r;
    const store = async (userId: string, key: string, hash: string, status: number) =>
      (
        await db.query('SELECT idempotency_store($1, $2, $3, $4, $5::jsonb) AS r', [
          userId,
          key,
          hash,
          status,
          JSON.stringify({ status }),
        ])
      )[0].r;

    it('claims a new key once, then replays its stored answer, and refuses another request under it', async () => {
      const user = await fundedCustomer(t, 0);
      expect(await claim(user.id, 'schedule-1', 'h1')).toBeNull();
      await db.query('SELECT idempotency_answer($1, $2, $3, $4::jsonb)', [
        user.id,
        'schedule-1',
        201,
        JSON.stringify({ id: 's1' }),
      ]);
      expect(await claim(user.id, 'schedule-1', 'h1')).toEqual({
        status: 201,
        body: { id: 's1' },
        replayed: true,
      });
      expect(await claim(user.id, 'schedule-1', 'h2')).toEqual({ conflict: true });
    });

    it('stores a refusal once and answers the same for the key afterwards, also to transfer_start_many', async () => {
      const sender = await fundedCustomer(t, 10_000);
      const payee = await fundedCustomer(t, 0);
      const item = decided(sender, payee, 1_000, 'refused-once');
      expect(await store(sender.id, 'refused-once', item.requestHash as string, 422)).toEqual({
        status: 422,
        body: { status: 422 },
        replayed: false,
      });
      expect(await store(sender.id, 'refused-once', item.requestHash as string, 201)).toEqual({
        status: 422,
        body: { status: 422 },
        replayed: true,
      });
      const [answer] = await startTransfers(prepared, [item]);
      expect(answer).toEqual({ status: 422, body: { status: 422 }, replayed: true });
      expect(await balanceOf(t, payee.accountId)).toBe(0);
    });
  });

  describe('ledger_post_many', () => {
    const entry = (accounts: string[], amounts: number[]) => ({
      id: randomUUID(),
      kind: 'transfer',
      memo: 'test',
      actor: null,
      actorRole: 'system',
      ref: null,
      reverses: null,
      accounts,
      amounts,
    });
    const post = (entries: unknown[]) =>
      db.query('SELECT ledger_post_many($1::jsonb)', [JSON.stringify(entries)]);
    const failure = async (entries: unknown[]) => {
      try {
        await post(entries);
      } catch (error) {
        return { state: sqlState(error), detail: sqlDetail(error) };
      }
      throw new Error('ledger_post_many accepted what it should refuse');
    };

    it('checks each entry on the balances the earlier entries of the call left, and writes nothing of a refused call', async () => {
      const a = await fundedCustomer(t, 100);
      const b = await fundedCustomer(t, 0);
      const c = await fundedCustomer(t, 0);
      expect(
        await failure([
          entry([a.accountId, b.accountId], [-60, 60]),
          entry([a.accountId, c.accountId], [-60, 60]),
        ]),
      ).toEqual({
        state: 'VL003',
        detail: { accountId: a.accountId, availableMinor: 40 },
      });
      expect(await balanceOf(t, a.accountId)).toBe(100);
      // Money received earlier in the call can be sent on later in it.
      await post([
        entry([a.accountId, b.accountId], [-100, 100]),
        entry([b.accountId, c.accountId], [-100, 100]),
      ]);
      expect([
        await balanceOf(t, a.accountId),
        await balanceOf(t, b.accountId),
        await balanceOf(t, c.accountId),
      ]).toEqual([0, 0, 100]);
      await db.query(
        "UPDATE ledger_accounts SET status = 'closed', closed_at = now() WHERE id = $1",
        [a.accountId],
      );
      expect(await failure([entry([c.accountId, a.accountId], [-10, 10])])).toEqual({
        state: 'VL002',
        detail: { accountId: a.accountId },
      });
      expect(await t.app.get(InvariantsService).check()).toMatchObject({ ok: true });
    });

    it('refuses entries that would break double entry', async () => {
      const a = await fundedCustomer(t, 100);
      const b = await fundedCustomer(t, 0);
      const broken = [
        [entry([a.accountId], [-10])],
        [entry([a.accountId, b.accountId], [-10, 9])],
        [entry([a.accountId, b.accountId], [0, 0])],
        [entry([a.accountId, a.accountId], [-10, 10])],
        [entry([a.accountId, randomUUID()], [-10, 10])],
        [
          entry([a.accountId, b.accountId], [-10, 10]),
          entry([a.accountId, b.accountId], [-10, 11]),
        ],
      ];
      for (const entries of broken) expect((await failure(entries)).state).toBe('VL001');
      expect(await balanceOf(t, a.accountId)).toBe(100);
    });
  });
});
