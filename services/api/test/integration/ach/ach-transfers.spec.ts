import { DataSource } from 'typeorm';
import { AchSettlement } from '../../../src/modules/ach/ach-settlement.service';
import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { balanceOf, fundedCustomer, knownPayee, newKey, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import { entryCount, moveMoney, runAchJobs, verifiedCustomer, verifiedLink } from './ach-support';

describe.each(databaseKinds())('money in and out over ACH (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const invariantsHold = async () =>
    expect((await t.app.get(InvariantsService).check()).ok).toBe(true);

  it('credits a pull as pending with its date, then available after the hold; a retry pulls once', async () => {
    const customer = await verifiedCustomer(t, 0);
    const linkedAccountId = await verifiedLink(t, customer, '123400005');
    const key = newKey();
    const pulled = await moveMoney(
      t,
      customer,
      { direction: 'in', linkedAccountId, amountMinor: 25_000 },
      key,
    );
    expect(pulled.status).toBe(201);
    expect(pulled.body).toMatchObject({ direction: 'in', status: 'pending', amountMinor: 25_000 });
    expect(new Date(pulled.body.availableAt).getTime()).toBeGreaterThan(
      new Date(pulled.body.createdAt).getTime(),
    );
    const retried = await moveMoney(
      t,
      customer,
      { direction: 'in', linkedAccountId, amountMinor: 25_000 },
      key,
    );
    expect(retried.body.id).toBe(pulled.body.id);
    const reused = await moveMoney(
      t,
      customer,
      { direction: 'in', linkedAccountId, amountMinor: 100 },
      key,
    );
    expect(reused.status).toBe(409);
    expect(await balanceOf(t, customer.accountId)).toBe(0);
    await invariantsHold();
    await runAchJobs(t);
    expect(await balanceOf(t, customer.accountId)).toBe(25_000);
    const list = await call(t, 'GET', '/api/ach-transfers', { token: customer.accessToken });
    expect(list.body.transfers).toEqual([
      expect.objectContaining({ id: pulled.body.id, status: 'available' }),
    ]);
    const notices = await call(t, 'GET', '/api/notifications', { token: customer.accessToken });
    expect(notices.text).toMatch(/\$250\.00 is available/);
    await invariantsHold();
  });

  it('holds the daily and monthly pull limits, writing nothing over them', async () => {
    const customer = await verifiedCustomer(t, 0);
    const linkedAccountId = await verifiedLink(t, customer, '22223333');
    const before = await entryCount(t, customer.id);
    const over = await moveMoney(t, customer, {
      direction: 'in',
      linkedAccountId,
      amountMinor: 250_001,
    });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('ACH_DAILY_PULL_LIMIT');
    expect(await entryCount(t, customer.id)).toBe(before);
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () =>
        moveMoney(t, customer, { direction: 'in', linkedAccountId, amountMinor: 50_000 }),
      ),
    );
    expect(parallel.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(parallel.filter((answer) => answer.body.code === 'ACH_DAILY_PULL_LIMIT')).toHaveLength(
      3,
    );
  });

  it('sends money out at once, settles it, and gives it back when the other bank returns it', async () => {
    const customer = await verifiedCustomer(t, 100_000);
    const good = await verifiedLink(t, customer, '77778888');
    const closed = await verifiedLink(t, customer, '99990002');
    const sent = await moveMoney(t, customer, {
      direction: 'out',
      linkedAccountId: good,
      amountMinor: 30_000,
    });
    expect(sent.body).toMatchObject({ status: 'pending', availableAt: null });
    const bounced = await moveMoney(t, customer, {
      direction: 'out',
      linkedAccountId: closed,
      amountMinor: 20_000,
    });
    expect(await balanceOf(t, customer.accountId)).toBe(50_000);
    const tooMuch = await moveMoney(t, customer, {
      direction: 'out',
      linkedAccountId: good,
      amountMinor: 60_000,
    });
    expect(tooMuch.body.code).toBe('ACH_INSUFFICIENT_FUNDS');
    await runAchJobs(t);
    const list = await call(t, 'GET', '/api/ach-transfers', { token: customer.accessToken });
    const byId = new Map(list.body.transfers.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(sent.body.id)).toMatchObject({ status: 'sent' });
    expect(byId.get(bounced.body.id)).toMatchObject({ status: 'returned', returnCode: 'R02' });
    expect(await balanceOf(t, customer.accountId)).toBe(70_000);
    await invariantsHold();
  });

  it('takes a returned pull back after it was spent: the balance goes below zero and blocks money out', async () => {
    const customer = await verifiedCustomer(t, 0);
    const payee = await fundedCustomer(t, 0);
    const noFunds = await verifiedLink(t, customer, '12340001');
    const pulled = await moveMoney(t, customer, {
      direction: 'in',
      linkedAccountId: noFunds,
      amountMinor: 25_000,
    });
    // The hold ends first (as it does when the hold is shorter than the return's way back) ...
    await t.app
      .get(DataSource)
      .transaction((tx) => t.app.get(AchSettlement).makeAvailable(tx, pulled.body.id));
    expect(await balanceOf(t, customer.accountId)).toBe(25_000);
    await knownPayee(t, customer, payee.accountNumber);
    const spent = await transfer(t, customer, {
      amountMinor: 20_000,
      toNumber: payee.accountNumber,
    });
    expect(spent.body.outcome).toBe('completed');
    // ... then the file settles and the other bank returns the pull: R01, no money there.
    await runAchJobs(t);
    expect(await balanceOf(t, customer.accountId)).toBe(-20_000);
    const list = await call(t, 'GET', '/api/ach-transfers', { token: customer.accessToken });
    expect(list.body.transfers[0]).toMatchObject({ status: 'returned', returnCode: 'R01' });
    expect(list.body.transfers[0].returnReason).toBe('Insufficient funds');
    const notices = await call(t, 'GET', '/api/notifications', { token: customer.accessToken });
    expect(notices.text).toMatch(/below zero/);
    const out = await moveMoney(t, customer, {
      direction: 'out',
      linkedAccountId: noFunds,
      amountMinor: 100,
    });
    expect(out.body.code).toBe('ACH_NEGATIVE_BALANCE');
    const internal = await transfer(t, customer, {
      amountMinor: 100,
      toNumber: payee.accountNumber,
    });
    expect(internal.status).toBe(422);
    await invariantsHold();
    // Money in cures it.
    await moveMoney(t, customer, { direction: 'in', linkedAccountId: noFunds, amountMinor: 100 });
    await invariantsHold();
  });
});
