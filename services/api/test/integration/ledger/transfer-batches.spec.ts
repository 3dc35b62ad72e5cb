import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { StartAnswer, StartParams, startTransfers } from '../../../src/modules/transfers/transfer-start';
import { balanceOf, Customer, fundedCustomer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { startTestApp, TestApp } from '../../support/test-app';

const DAILY_LIMIT = 10_000;

/** An immediate internal transfer as the engine would decide it, written by transfer_start_many. */
function decided(from: Customer, to: { id: string; accountId: string; accountNumber: string }, amountMinor: number, key: string): StartParams {
  const transferId = randomUUID();
  const createdAt = new Date().toISOString();
  const status = 'completed';
  return {
    key, requestHash: `hash-${key}-${amountMinor}`, clearPinFailures: false, userId: from.id, transferId, createdAt, fromAccountId: from.accountId, kind: 'internal',
    recipientAccountId: to.accountId, recipient: { accountType: 'checking', accountNumber: to.accountNumber, routingNumber: '123456780', name: 'Payee', address: null },
    amountMinor, description: null, nameMismatch: false, needsReview: false, status, scheduleId: null, countedOn: createdAt.slice(0, 10),
    dailyLimitMinor: DAILY_LIMIT, moveTo: to.accountId, entryKind: 'transfer', memo: `Transfer ${transferId}`, actorRole: 'customer',
    lines: [
      { accountId: from.accountId, userId: from.id, type: 'transfer', title: 'Transfer to Payee', amountMinor: -amountMinor, status },
      { accountId: to.accountId, userId: to.id, type: 'credit', title: 'Transfer from a customer', amountMinor, status },
    ],
    rememberPayee: false, job: null, code: null, response: { transferId } as unknown as StartParams['response'],
  };
}

describe.each(databaseKinds())('transfer_start_many (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const count = async (sql: string, userId: string) => (await db.query(sql, [userId]))[0].n;

  it('refuses within one batch from the figures the earlier transfers left, writes nothing for a refusal and replays a repeated key', async () => {
    const sender = await fundedCustomer(t, 20_000);
    const small = await fundedCustomer(t, 5_000);
    const payee = await fundedCustomer(t, 0);
    const closed = await fundedCustomer(t, 0);
    await db.query("UPDATE ledger_accounts SET status = 'closed', closed_at = now() WHERE id = $1", [closed.accountId]);
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

    const answers: StartAnswer[] = await startTransfers(db.manager, items);

    expect(answers[0]).toMatchObject({ status: 201, replayed: false });
    expect(answers[1]).toEqual({ refusal: { state: 'VL002', detail: { accountId: closed.accountId } } });
    expect(answers[2]).toMatchObject({ status: 201, replayed: false, body: { transferId: first.transferId } });
    expect(answers[3]).toMatchObject({ status: 201, replayed: false });
    expect(answers[4]).toEqual({ refusal: { state: 'VL004', detail: { dailyLimitMinor: DAILY_LIMIT, remainingMinor: 4_000 } } });
    expect(answers[5]).toEqual({ refusal: { state: 'VL003', detail: { accountId: small.accountId, availableMinor: 2_000 } } });
    expect(answers[6]).toMatchObject({ status: 201, replayed: true, body: { transferId: first.transferId } });

    expect(await balanceOf(t, sender.accountId)).toBe(10_000);
    expect(await balanceOf(t, small.accountId)).toBe(2_000);
    expect(await balanceOf(t, payee.accountId)).toBe(13_000);
    expect(await balanceOf(t, closed.accountId)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM transfers WHERE user_id = $1', sender.id)).toBe(2);
    expect(await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1', sender.id)).toBe(2);
    expect(await count('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND transfer_id IS NOT NULL', sender.id)).toBe(2);
    expect(await count('SELECT total_minor::int AS n FROM daily_outgoing WHERE user_id = $1', sender.id)).toBe(DAILY_LIMIT);
    expect(await count('SELECT total_minor::int AS n FROM daily_outgoing WHERE user_id = $1', small.id)).toBe(3_000);
    expect(await t.app.get(InvariantsService).check()).toMatchObject({ ok: true });
  });

  it('answers a key used with another request as a conflict and writes nothing for it', async () => {
    const sender = await fundedCustomer(t, 10_000);
    const payee = await fundedCustomer(t, 0);
    const [created] = await startTransfers(db.manager, [decided(sender, payee, 1_000, 'same-key')]);
    expect(created).toMatchObject({ status: 201 });
    const [reused] = await startTransfers(db.manager, [decided(sender, payee, 2_000, 'same-key')]);
    expect(reused).toEqual({ conflict: true });
    expect(await balanceOf(t, payee.accountId)).toBe(1_000);
  });
});
