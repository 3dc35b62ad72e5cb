import { DataSource } from 'typeorm';
import { TransferPolicyService } from '../../../src/modules/transfers/transfer-policy.service';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import type { Customer } from '../../support/banking';
import {
  balanceOf,
  fundedCustomer,
  knownPayee,
  openAccount,
  transfer,
} from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call, sameAnswer } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** A valid ABA routing number of another bank. */
const OTHER_BANK = '021000021';

describe.each(databaseKinds())('transfers (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  let staff: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
    staff = await newStaff(t);
  });
  afterAll(() => t.close());

  const runJobs = () => t.app.get(JobsService).runDue();
  /** Bank settings are cached for 5 s; a test that changes them makes the API read them again. */
  const setReviewThreshold = async (minor: number) => {
    await db.query('UPDATE bank_settings SET review_threshold_minor = $1', [minor]);
    t.app.get(TransferPolicyService).forgetBankSettings();
  };
  const history = (user: Customer, query = '') =>
    call(t, 'GET', `/api/transactions${query}`, { token: user.accessToken });
  const pair = async (fromMinor = 100_000, toMinor = 0) => {
    const [from, to] = [await fundedCustomer(t, fromMinor), await fundedCustomer(t, toMinor)];
    return { from, to };
  };

  it('moves money between two customers at once, by exactly the amount, with a line for each', async () => {
    const { from, to } = await pair();
    await knownPayee(t, from, to.accountNumber);
    const response = await transfer(t, from, {
      amountMinor: 12_345,
      toNumber: to.accountNumber,
      description: 'Dinner',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      outcome: 'completed',
      transfer: { status: 'completed', kind: 'internal', amountMinor: 12_345 },
    });
    expect(await balanceOf(t, from.accountId)).toBe(100_000 - 12_345);
    expect(await balanceOf(t, to.accountId)).toBe(12_345);
    const sent = (await history(from)).body.items[0];
    expect(sent).toMatchObject({
      type: 'transfer',
      amountMinor: -12_345,
      status: 'completed',
      description: 'Dinner',
    });
    const received = (await history(to)).body.items[0];
    expect(received).toMatchObject({
      type: 'credit',
      amountMinor: 12_345,
      status: 'completed',
      title: 'Transfer from ada lovelace',
    });
  });

  it('warns when the name does not match the account holder', async () => {
    const { from, to } = await pair();
    await knownPayee(t, from, to.accountNumber);
    const check = await call(t, 'POST', '/api/transfers/check-recipient', {
      token: from.accessToken,
      body: { accountNumber: to.accountNumber, routingNumber: '123456780', name: 'Someone Else' },
    });
    expect(check.body).toMatchObject({ kind: 'internal', nameMatches: false });
    const response = await transfer(t, from, {
      amountMinor: 100,
      toNumber: to.accountNumber,
      toName: 'Someone Else',
    });
    expect(response.body.warnings).toHaveLength(1);
    expect(response.body.transfer.nameMismatch).toBe(true);
  });

  it.each([
    [
      'insufficient funds',
      { amountMinor: 100_001 },
      'TRANSFERS_INSUFFICIENT_FUNDS',
      /\$1,000\.00 available/,
    ],
    [
      'an invalid routing number',
      { amountMinor: 100, routing: '123456789' },
      'TRANSFERS_ROUTING_INVALID',
      /routing number/,
    ],
    [
      'the daily limit',
      { amountMinor: 1_000_001 },
      'TRANSFERS_DAILY_LIMIT_EXCEEDED',
      /daily limit of \$10,000\.00/,
    ],
  ])('refuses %s with the true reason and moves nothing', async (_case, options, code, message) => {
    const { from, to } = await pair(
      code === 'TRANSFERS_DAILY_LIMIT_EXCEEDED' ? 2_000_000 : 100_000,
    );
    await knownPayee(t, from, to.accountNumber);
    const before = await balanceOf(t, from.accountId);
    const response = await transfer(t, from, { toNumber: to.accountNumber, ...options });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(code);
    expect(response.body.message).toMatch(message);
    expect(await balanceOf(t, from.accountId)).toBe(before);
    expect(
      (await history(from)).body.items.filter((item: { type: string }) => item.type === 'transfer'),
    ).toEqual([]);
  });

  it('answers a number with no account holder, or a closed one, exactly like a name that does not match until the code', async () => {
    const { from, to } = await pair();
    const closedAccount = await openAccount(t, to, 0, 'savings');
    await call(t, 'POST', `/api/accounts/${closedAccount.id}/close`, { token: to.accessToken });
    const answerTo = async (toNumber: string) => {
      const response = await transfer(t, from, {
        amountMinor: 100,
        toNumber,
        toName: 'Someone Else',
      });
      const { outcome, warnings, codeMethod, transfer: sent } = response.body;
      const seen = { status: response.status, outcome, warnings, codeMethod };
      return { id: sent.id, seen: { ...seen, kind: sent.kind, nameMismatch: sent.nameMismatch } };
    };
    const mismatch = await answerTo(to.accountNumber);
    const unknown = await answerTo('1000000001');
    const closed = await answerTo(closedAccount.number);
    expect(mismatch.seen).toMatchObject({
      status: 201,
      outcome: 'awaiting_code',
      nameMismatch: true,
    });
    expect(unknown.seen).toEqual(mismatch.seen);
    expect(closed.seen).toEqual(mismatch.seen);
    const check = (accountNumber: string) =>
      call(t, 'POST', '/api/transfers/check-recipient', {
        token: from.accessToken,
        body: { accountNumber, routingNumber: '123456780', name: 'Someone Else' },
      });
    expect((await check('1000000001')).body).toEqual((await check(to.accountNumber)).body);
    // After the code the truth, and the money back.
    const since = t.mail.messages.length;
    await call(t, 'POST', `/api/transfers/${unknown.id}/resend-code`, { token: from.accessToken });
    const code = await t.mail.codeFor(from.email, /transfer code/, since);
    const verified = await call(t, 'POST', `/api/transfers/${unknown.id}/verify`, {
      token: from.accessToken,
      body: { code },
    });
    expect(verified.status).toBe(422);
    expect(verified.body.code).toBe('TRANSFERS_RECIPIENT_NOT_FOUND');
    const ended = await call(t, 'GET', `/api/transfers/${unknown.id}`, { token: from.accessToken });
    expect(ended.body).toMatchObject({ status: 'failed' });
  });

  it('counts transfers to new Vaultline recipients with the name checks: 30 lookups in 15 minutes, then 429', async () => {
    const { from, to } = await pair();
    // Payments between the customer's own accounts look nobody up: they do not count.
    const own = await openAccount(t, from, 0, 'savings');
    for (let i = 0; i < 5; i += 1)
      expect((await transfer(t, from, { amountMinor: 100, toNumber: own.number })).status).toBe(
        201,
      );
    for (let i = 0; i < 25; i += 1) {
      const check = await call(t, 'POST', '/api/transfers/check-recipient', {
        token: from.accessToken,
        body: {
          accountNumber: `10000000${String(i).padStart(2, '0')}`,
          routingNumber: '123456780',
          name: 'A B',
        },
      });
      expect(check.status).toBe(200);
    }
    for (let i = 0; i < 5; i += 1)
      expect(
        (await transfer(t, from, { amountMinor: 100, toNumber: `200000000${i}` })).status,
      ).toBe(201);
    const over = await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('AUTH_THROTTLED');
  });

  it("refuses to send to a closed account, and from someone else's account with the same answer as an unknown one", async () => {
    const { from, to } = await pair();
    await knownPayee(t, from, to.accountNumber);
    const empty = await openAccount(t, to, 0, 'savings');
    await knownPayee(t, from, empty.number);
    await call(t, 'POST', `/api/accounts/${empty.id}/close`, { token: to.accessToken });
    // A payee the customer knows, whose account closed since: refused at once, with the reason.
    const closed = await transfer(t, from, { amountMinor: 100, toNumber: empty.number });
    expect(closed.body.code).toBe('TRANSFERS_RECIPIENT_INACTIVE');
    const stolen = await transfer(
      t,
      { ...from, accountId: to.accountId },
      { amountMinor: 100, toNumber: from.accountNumber },
    );
    const unknown = await transfer(
      t,
      { ...from, accountId: '00000000-0000-4000-8000-000000000000' },
      { amountMinor: 100, toNumber: to.accountNumber },
    );
    expect(stolen.status).toBe(422);
    expect(sameAnswer(stolen.body)).toEqual(sameAnswer(unknown.body));
    expect(await balanceOf(t, to.accountId)).toBe(0);
  });

  it('says how much is left of the daily limit', async () => {
    const { from, to } = await pair(2_000_000);
    await knownPayee(t, from, to.accountNumber);
    await setReviewThreshold(100_000_000);
    expect(
      (await transfer(t, from, { amountMinor: 900_000, toNumber: to.accountNumber })).status,
    ).toBe(201);
    const over = await transfer(t, from, { amountMinor: 200_000, toNumber: to.accountNumber });
    expect(over.body.message).toContain('You can still send $1,000.00 today.');
    expect(over.body.details).toEqual({ dailyLimitMinor: 1_000_000, remainingMinor: 100_000 });
    const limits = await call(t, 'GET', '/api/transfers/limits', { token: from.accessToken });
    expect(limits.body).toMatchObject({
      tier: 'standard',
      usedTodayMinor: 900_000,
      remainingTodayMinor: 100_000,
    });
    await setReviewThreshold(1_000_000);
  });

  it('asks for an emailed code on a first transfer to a new recipient, bound to that transfer', async () => {
    const { from, to } = await pair();
    const since = t.mail.messages.length;
    const started = await transfer(t, from, { amountMinor: 5_000, toNumber: to.accountNumber });
    expect(started.body).toMatchObject({
      outcome: 'awaiting_code',
      transfer: { status: 'awaiting_code' },
      codeSentTo: expect.stringContaining('@'),
    });
    // The money is reserved while the code is awaited.
    expect(await balanceOf(t, from.accountId)).toBe(95_000);
    expect(await balanceOf(t, to.accountId)).toBe(0);
    const code = await t.mail.codeFor(from.email, /transfer code/, since);
    expect(
      t.mail.messages.slice(since).find((mail) => /transfer code/.test(mail.subject))?.text,
    ).toContain('$50.00');
    const id = started.body.transfer.id;
    const wrong = await call(t, 'POST', `/api/transfers/${id}/verify`, {
      token: from.accessToken,
      body: { code: code === '999999' ? '999998' : '999999' },
    });
    expect(wrong.body.code).toBe('AUTH_CODE_INVALID');
    const done = await call(t, 'POST', `/api/transfers/${id}/verify`, {
      token: from.accessToken,
      body: { code },
    });
    expect(done.body).toMatchObject({ outcome: 'completed', transfer: { status: 'completed' } });
    expect(await balanceOf(t, to.accountId)).toBe(5_000);
    // Known now: the next transfer to the same recipient needs no code.
    expect(
      (await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber })).body.outcome,
    ).toBe('completed');
  });

  it('gives reserved money back when a code transfer is cancelled or expires', async () => {
    const { from, to } = await pair();
    const started = await transfer(t, from, { amountMinor: 7_000, toNumber: to.accountNumber });
    const cancelled = await call(t, 'POST', `/api/transfers/${started.body.transfer.id}/cancel`, {
      token: from.accessToken,
    });
    expect(cancelled.body.status).toBe('cancelled');
    expect(await balanceOf(t, from.accountId)).toBe(100_000);
    const second = await transfer(t, from, { amountMinor: 3_000, toNumber: to.accountNumber });
    await db.query(
      "UPDATE jobs SET run_at = now() WHERE kind = 'transfer.expire' AND payload->>'transferId' = $1",
      [second.body.transfer.id],
    );
    await runJobs();
    expect(
      (
        await call(t, 'GET', `/api/transfers/${second.body.transfer.id}`, {
          token: from.accessToken,
        })
      ).body.status,
    ).toBe('cancelled');
    expect(await balanceOf(t, from.accountId)).toBe(100_000);
    const limits = await call(t, 'GET', '/api/transfers/limits', { token: from.accessToken });
    expect(limits.body.usedTodayMinor).toBe(0);
  });

  it('requires a code for every transfer when staff turned step-up on for the customer', async () => {
    const { from, to } = await pair();
    await knownPayee(t, from, to.accountNumber);
    await db.query(
      'INSERT INTO transfer_settings (user_id, step_up_required) VALUES ($1, true) ON CONFLICT (user_id) DO UPDATE SET step_up_required = true',
      [from.id],
    );
    expect(
      (await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber })).body.outcome,
    ).toBe('awaiting_code');
  });

  /** Large amounts need the emailed code first; this reads it from the real SMTP server and confirms. */
  async function sendLarge(from: Customer, toNumber: string, amountMinor: number) {
    const since = t.mail.messages.length;
    const started = await transfer(t, from, { amountMinor, toNumber });
    expect(started.body.outcome).toBe('awaiting_code');
    const code = await t.mail.codeFor(from.email, /transfer code/, since);
    return call(t, 'POST', `/api/transfers/${started.body.transfer.id}/verify`, {
      token: from.accessToken,
      body: { code },
    });
  }

  async function premiumPair() {
    const { from, to } = await pair(2_000_000);
    await knownPayee(t, from, to.accountNumber);
    await db.query("UPDATE transfer_settings SET limit_tier = 'premium' WHERE user_id = $1", [
      from.id,
    ]);
    return { from, to };
  }

  it('holds a transfer above the review threshold; staff approve and it posts', async () => {
    const { from, to } = await premiumPair();
    const held = await sendLarge(from, to.accountNumber, 1_500_000);
    expect(held.body).toMatchObject({
      outcome: 'under_review',
      reviewTime: '24 hours',
      transfer: { status: 'under_review' },
    });
    expect(await balanceOf(t, from.accountId)).toBe(500_000);
    expect(await balanceOf(t, to.accountId)).toBe(0);
    const queue = await call(t, 'GET', '/api/admin/transfers/review-queue', {
      token: staff.accessToken,
    });
    expect(
      queue.body.items.map((item: { transfer: { id: string } }) => item.transfer.id),
    ).toContain(held.body.transfer.id);
    const approved = await call(
      t,
      'POST',
      `/api/admin/transfers/${held.body.transfer.id}/approve`,
      { token: staff.accessToken },
    );
    expect(approved.body.status).toBe('completed');
    expect(await balanceOf(t, to.accountId)).toBe(1_500_000);
    // The outcome is a notification: emailed through the outbox once the decision commits.
    await runJobs();
    await t.mail.waitFor(from.email, /was approved/);
    const twice = await call(t, 'POST', `/api/admin/transfers/${held.body.transfer.id}/approve`, {
      token: staff.accessToken,
    });
    expect(twice.body.code).toBe('TRANSFERS_NOT_UNDER_REVIEW');
  });

  it('gives the money back with the reason when staff reject a held transfer', async () => {
    const { from, to } = await premiumPair();
    const held = await sendLarge(from, to.accountNumber, 1_200_000);
    expect(held.body.outcome).toBe('under_review');
    const customerTry = await call(
      t,
      'POST',
      `/api/admin/transfers/${held.body.transfer.id}/reject`,
      { token: from.accessToken, body: { reason: 'mine' } },
    );
    expect(customerTry.status).toBe(403);
    const rejected = await call(t, 'POST', `/api/admin/transfers/${held.body.transfer.id}/reject`, {
      token: staff.accessToken,
      body: { reason: 'We could not confirm the recipient' },
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      failureReason: 'We could not confirm the recipient',
    });
    expect(await balanceOf(t, from.accountId)).toBe(2_000_000);
    expect((await history(from)).body.items[0]).toMatchObject({ status: 'rejected' });
    await runJobs();
    const mail = await t.mail.waitFor(from.email, /not approved/);
    expect(mail.text).toContain('We could not confirm the recipient');
    const detail = await call(t, 'GET', `/api/transfers/${held.body.transfer.id}`, {
      token: from.accessToken,
    });
    expect(detail.body.timeline.map((step: { event: string }) => step.event)).toEqual([
      'started',
      'held',
      'rejected',
    ]);
    expect(detail.body.timeline[2]).toMatchObject({
      at: expect.any(String),
      detail: 'We could not confirm the recipient',
    });
    expect(JSON.stringify(detail.body)).not.toContain(staff.id);
  });

  it('sends to another bank through outbound clearing; settlement completes it later', async () => {
    const from = await fundedCustomer(t, 50_000);
    await knownPayee(t, from, '555123456789', OTHER_BANK);
    const sent = await transfer(t, from, {
      amountMinor: 20_000,
      toNumber: '555123456789',
      routing: OTHER_BANK,
    });
    expect(sent.body).toMatchObject({
      outcome: 'pending',
      transfer: { kind: 'external', status: 'pending' },
    });
    expect(await balanceOf(t, from.accountId)).toBe(30_000);
    expect((await history(from)).body.items[0].status).toBe('pending');
    await runJobs();
    expect(
      (await call(t, 'GET', `/api/transfers/${sent.body.transfer.id}`, { token: from.accessToken }))
        .body.status,
    ).toBe('completed');
    expect((await history(from)).body.items[0].status).toBe('completed');
  });

  it('marks an external transfer failed and returns the money when the other bank sends it back', async () => {
    const from = await fundedCustomer(t, 50_000);
    await knownPayee(t, from, '555120000', OTHER_BANK);
    const sent = await transfer(t, from, {
      amountMinor: 20_000,
      toNumber: '555120000',
      routing: OTHER_BANK,
    });
    await runJobs();
    const after = await call(t, 'GET', `/api/transfers/${sent.body.transfer.id}`, {
      token: from.accessToken,
    });
    expect(after.body).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('returned'),
    });
    // Its timeline: started, sent, returned with the reason and the time it came back.
    expect(after.body.timeline).toEqual([
      { event: 'started', at: after.body.createdAt, detail: null },
      { event: 'sent', at: null, detail: expect.stringContaining('receiving bank') },
      { event: 'returned', at: after.body.completedAt, detail: after.body.failureReason },
    ]);
    expect(await balanceOf(t, from.accountId)).toBe(50_000);
  });

  it('refuses an outgoing transfer while staff suspended them, with the reason from the fixed list', async () => {
    const { from, to } = await pair();
    await knownPayee(t, from, to.accountNumber);
    await db.query(
      "UPDATE transfer_settings SET suspended_reason = 'identity_verification' WHERE user_id = $1",
      [from.id],
    );
    const response = await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'TRANSFERS_SUSPENDED',
      message: expect.stringContaining('verify your identity'),
    });
  });
});
