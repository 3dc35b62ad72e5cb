import { DataSource } from 'typeorm';
import { BillPayErrorCode } from '@vaultline/contracts';
import { BillPaymentRuns } from '../../../src/modules/billpay/bill-payment-runs.service';
import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { sqlOne } from '../../../src/platform/database/sql';
import { balanceOf, fundedCustomer, newKey } from '../../support/banking';
import type { Customer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import { runAchJobs, verifiedCustomer } from '../ach/ach-support';
import { addBiller, inDays, noticesText, pay, payments, POWER, rowCount } from './billpay-support';

describe.each(databaseKinds())('bill pay (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const invariantsHold = async () =>
    expect((await t.app.get(InvariantsService).check()).ok).toBe(true);

  /** A payment's day arriving: its job, run now. */
  const dayArrives = (paymentId: string, payOn: string) =>
    t.app.get(DataSource).transaction((tx) => t.app.get(BillPaymentRuns).run(tx, paymentId, payOn));

  it('lists the directory, and refuses a reference of the wrong format or an unknown biller, writing nothing', async () => {
    const customer = await verifiedCustomer(t, 10_000);
    const directory = await call(t, 'GET', '/api/billers/directory', {
      token: customer.accessToken,
    });
    expect(directory.status).toBe(200);
    const ids = (directory.body.billers as { id: string; category: string }[]).map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([POWER, 'northstar-card', 'relay-mobile']));
    expect(directory.text).not.toMatch(/routingNumber|accountNumber/);
    const wrong = await call(t, 'POST', '/api/billers', {
      token: customer.accessToken,
      body: { billerId: POWER, reference: '12345' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('BILLPAY_REFERENCE_INVALID');
    const unknown = await call(t, 'POST', '/api/billers', {
      token: customer.accessToken,
      body: { billerId: 'no-such-biller', reference: '1234567890' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('BILLPAY_BILLER_NOT_FOUND');
    const lower = await addBiller(t, customer, 'cv-10 4233', 'cedar-valley-water');
    expect(lower.referenceLast4).toBe('4233');
    expect(await rowCount(t, 'customer_billers', customer.id)).toBe(1);
  });

  it('adds a biller only with the step-up code, once per reference; an unverified customer cannot', async () => {
    const unverified = await fundedCustomer(t, 10_000);
    const refused = await call(t, 'POST', '/api/billers', {
      token: unverified.accessToken,
      body: { billerId: POWER, reference: '4410023378' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('KYC_NOT_VERIFIED');
    const customer = await verifiedCustomer(t, 10_000);
    const started = await call(t, 'POST', '/api/billers', {
      token: customer.accessToken,
      body: { billerId: POWER, reference: '4410023378' },
    });
    expect(started.status).toBe(200);
    const bad = await call(t, 'POST', '/api/billers/confirm', {
      token: customer.accessToken,
      body: { code: '000000' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toMatch(/^AUTH_CODE_/);
    expect(await rowCount(t, 'customer_billers', customer.id)).toBe(0);
    await addBiller(t, customer, '4410023378');
    const again = await call(t, 'POST', '/api/billers', {
      token: customer.accessToken,
      body: { billerId: POWER, reference: '4410023378' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BILLPAY_BILLER_ALREADY_ADDED');
    const mine = await call(t, 'GET', '/api/billers', { token: customer.accessToken });
    expect(mine.body.billers).toHaveLength(1);
  });

  it('pays now through an ACH credit: the money leaves once per key, the bill is sent and on the statement', async () => {
    const customer = await verifiedCustomer(t, 50_000);
    const biller = await addBiller(t, customer, '4410023378');
    const key = newKey();
    const body = { customerBillerId: biller.id, amountMinor: 12_345, timing: { type: 'now' } };
    const paid = await pay(t, customer, body, key);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'processing', amountMinor: 12_345 });
    const retried = await pay(t, customer, body, key);
    expect(retried.body.id).toBe(paid.body.id);
    const reused = await pay(t, customer, { ...body, amountMinor: 100 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('BILLPAY_IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(t, customer.accountId)).toBe(50_000 - 12_345);
    expect(await rowCount(t, 'bill_payments', customer.id)).toBe(1);
    await invariantsHold();
    await runAchJobs(t);
    expect((await payments(t, customer))[0]).toMatchObject({ id: paid.body.id, status: 'sent' });
    expect(await noticesText(t, customer)).toMatch(/Brightwater Power & Light received \$123\.45/);
    const history = await call(t, 'GET', '/api/transactions', { token: customer.accessToken });
    expect(history.text).toMatch(/Bill payment to Brightwater Power & Light \(account ••3378\)/);
    const file = await sqlOne<{ file_text: string }>(
      t.app.get(DataSource),
      `SELECT b.file_text FROM ach_batches b JOIN ach_entries e ON e.batch_id = b.id
       WHERE e.user_id = $1`,
      [customer.id],
    );
    expect(file.file_text).toMatch(/BILLPAY[\s\S]*4410023378/);
    await invariantsHold();
  });

  it('refuses a payment now over the balance, writing nothing', async () => {
    const customer = await verifiedCustomer(t, 1_000);
    const biller = await addBiller(t, customer, '4410023378');
    const over = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 1_001,
      timing: { type: 'now' },
    });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('BILLPAY_INSUFFICIENT_FUNDS');
    expect(await rowCount(t, 'bill_payments', customer.id)).toBe(0);
    expect(await rowCount(t, 'ach_entries', customer.id)).toBe(0);
    expect(await balanceOf(t, customer.accountId)).toBe(1_000);
    const tooBig = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 2_500_001,
      timing: { type: 'now' },
    });
    expect(tooBig.status).toBe(400);
  });

  it('schedules a payment on a day, changes and cancels it before it is sent, never after', async () => {
    const customer = await verifiedCustomer(t, 50_000);
    const biller = await addBiller(t, customer, '4410023378');
    const past = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 5_000,
      timing: { type: 'on_date', date: inDays(0) },
    });
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('BILLPAY_DATE_INVALID');
    const scheduled = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 5_000,
      timing: { type: 'on_date', date: inDays(5) },
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', payOn: inDays(5) });
    expect(await balanceOf(t, customer.accountId)).toBe(50_000);
    const id = scheduled.body.id as string;
    const changed = await call(t, 'PATCH', `/api/bill-payments/${id}`, {
      token: customer.accessToken,
      body: { amountMinor: 6_000, payOn: inDays(6) },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ amountMinor: 6_000, payOn: inDays(6) });
    // The job of the old day finds the payment moved and does nothing.
    await dayArrives(id, inDays(5));
    expect((await payments(t, customer))[0]?.status).toBe('scheduled');
    await dayArrives(id, inDays(6));
    expect((await payments(t, customer))[0]?.status).toBe('processing');
    expect(await balanceOf(t, customer.accountId)).toBe(44_000);
    const late = await call(t, 'POST', `/api/bill-payments/${id}/cancel`, {
      token: customer.accessToken,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('BILLPAY_ALREADY_SENT');
    const other = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 7_000,
      timing: { type: 'on_date', date: inDays(3) },
    });
    const canceled = await call(t, 'POST', `/api/bill-payments/${other.body.id}/cancel`, {
      token: customer.accessToken,
    });
    expect(canceled.body.status).toBe('canceled');
    await dayArrives(other.body.id as string, inDays(3));
    expect(await balanceOf(t, customer.accountId)).toBe(44_000);
    const edit = await call(t, 'PATCH', `/api/bill-payments/${other.body.id}`, {
      token: customer.accessToken,
      body: { amountMinor: 1 },
    });
    expect(edit.status).toBe(409);
    await invariantsHold();
  });

  it('reminds the day before, and a day without the money fails with the reason, nothing taken', async () => {
    const customer = await verifiedCustomer(t, 2_000);
    const biller = await addBiller(t, customer, '4410023378');
    const scheduled = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 3_000,
      timing: { type: 'on_date', date: inDays(2) },
    });
    await t.app
      .get(DataSource)
      .transaction((tx) => t.app.get(BillPaymentRuns).remind(tx, scheduled.body.id, inDays(2)));
    expect(await noticesText(t, customer)).toMatch(
      /\$30\.00 to Brightwater Power & Light goes out tomorrow/,
    );
    await dayArrives(scheduled.body.id as string, inDays(2));
    const [failed] = await payments(t, customer);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.failureReason).toMatch(/not enough money in the account \(\$20\.00 available\)/);
    expect(await noticesText(t, customer)).toMatch(/did not go out/);
    expect(await balanceOf(t, customer.accountId)).toBe(2_000);
    expect(await rowCount(t, 'ach_entries', customer.id)).toBe(0);
    await invariantsHold();
  });

  it('gives the money back when the biller returns the payment (R02)', async () => {
    const customer = await verifiedCustomer(t, 20_000);
    const biller = await addBiller(t, customer, '4410020002');
    const paid = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 8_000,
      timing: { type: 'now' },
    });
    expect(await balanceOf(t, customer.accountId)).toBe(12_000);
    await runAchJobs(t);
    const [returned] = await payments(t, customer);
    expect(returned).toMatchObject({ id: paid.body.id, status: 'returned', returnCode: 'R02' });
    expect(await balanceOf(t, customer.accountId)).toBe(20_000);
    expect(await noticesText(t, customer)).toMatch(/came back/);
    const history = await call(t, 'GET', '/api/transactions', { token: customer.accessToken });
    expect(history.text).toMatch(
      /Bill payment to Brightwater Power & Light returned: R02 Account closed/,
    );
    await invariantsHold();
  });

  it('pays monthly for a count of payments, then ends; a monthly plan can be stopped', async () => {
    const customer = await verifiedCustomer(t, 50_000);
    const biller = await addBiller(t, customer, '4410023378');
    const missing = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 1_000,
      timing: { type: 'monthly', startDate: inDays(1) },
    });
    expect(missing.status).toBe(400);
    const first = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 1_000,
      timing: { type: 'monthly', startDate: inDays(1), count: 2 },
    });
    expect(first.body).toMatchObject({ status: 'scheduled', seriesRun: 1 });
    await dayArrives(first.body.id as string, inDays(1));
    const second = (await payments(t, customer)).find((p) => p.seriesRun === 2);
    expect(second?.status).toBe('scheduled');
    await dayArrives(second?.id as string, second?.payOn as string);
    const all = await payments(t, customer);
    expect(all.map((p) => p.status).sort()).toEqual(['processing', 'processing']);
    expect(all[0]?.series?.status).toBe('ended');
    expect(await balanceOf(t, customer.accountId)).toBe(48_000);
    const plan = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 1_000,
      timing: { type: 'monthly', startDate: inDays(2), endDate: inDays(400) },
    });
    expect(plan.status).toBe(201);
    const stopped = await call(t, 'DELETE', `/api/bill-payment-series/${plan.body.series.id}`, {
      token: customer.accessToken,
    });
    expect(stopped.status).toBe(200);
    // The old path is still served for remotes released before the move.
    const unknown = '00000000-0000-4000-8000-000000000000';
    const old = await call(t, 'DELETE', `/api/bill-payments/series/${unknown}`, {
      token: customer.accessToken,
    });
    expect(old.body.code).toBe(BillPayErrorCode.SERIES_NOT_FOUND);
    const waiting = (await payments(t, customer)).find((p) => p.id === plan.body.id);
    expect(waiting).toMatchObject({ status: 'canceled', series: { status: 'canceled' } });
    await invariantsHold();
  });

  it('cancels or sends a payment whose day comes as it is canceled, never both', async () => {
    const customer = await verifiedCustomer(t, 10_000);
    const biller = await addBiller(t, customer, '4410023378');
    let sentMinor = 0;
    for (let round = 0; round < 4; round += 1) {
      const scheduled = await pay(t, customer, {
        customerBillerId: biller.id,
        amountMinor: 1_000,
        timing: { type: 'on_date', date: inDays(3) },
      });
      const id = scheduled.body.id as string;
      const [cancel] = await Promise.all([
        call(t, 'POST', `/api/bill-payments/${id}/cancel`, { token: customer.accessToken }),
        dayArrives(id, inDays(3)),
      ]);
      const row = (await payments(t, customer)).find((payment) => payment.id === id);
      if (cancel.status === 200) expect(row?.status).toBe('canceled');
      else {
        expect(cancel.body.code).toBe('BILLPAY_ALREADY_SENT');
        expect(row?.status).toBe('processing');
        sentMinor += 1_000;
      }
    }
    expect(await balanceOf(t, customer.accountId)).toBe(10_000 - sentMinor);
    expect(await rowCount(t, 'ach_entries', customer.id)).toBe(sentMinor / 1_000);
    await invariantsHold();
  });

  it('removes a biller with its scheduled payments and plans; paying it again needs it added again', async () => {
    const customer = await verifiedCustomer(t, 10_000);
    const biller = await addBiller(t, customer, '4410023378');
    await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 1_000,
      timing: { type: 'on_date', date: inDays(4) },
    });
    await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 1_000,
      timing: { type: 'monthly', startDate: inDays(2), count: 3 },
    });
    const removed = await call(t, 'DELETE', `/api/billers/${biller.id}`, {
      token: customer.accessToken,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toMatch(/2 scheduled payments were canceled/);
    const all = await payments(t, customer);
    expect(all.map((payment) => payment.status)).toEqual(['canceled', 'canceled']);
    expect(all.find((payment) => payment.series)?.series?.status).toBe('canceled');
    const again = await call(t, 'DELETE', `/api/billers/${biller.id}`, {
      token: customer.accessToken,
    });
    expect(again.status).toBe(404);
    const paid = await pay(t, customer, {
      customerBillerId: biller.id,
      amountMinor: 1_000,
      timing: { type: 'now' },
    });
    expect(paid.body.code).toBe('BILLPAY_PAYEE_NOT_FOUND');
    await addBiller(t, customer, '4410023378');
    expect(await balanceOf(t, customer.accountId)).toBe(10_000);
  });

  it("never shows or changes another customer's payment", async () => {
    const owner = await verifiedCustomer(t, 10_000);
    const biller = await addBiller(t, owner, '4410023378');
    const scheduled = await pay(t, owner, {
      customerBillerId: biller.id,
      amountMinor: 1_000,
      timing: { type: 'on_date', date: inDays(4) },
    });
    const stranger: Customer = await verifiedCustomer(t, 10_000);
    const cancel = await call(t, 'POST', `/api/bill-payments/${scheduled.body.id}/cancel`, {
      token: stranger.accessToken,
    });
    expect(cancel.status).toBe(404);
    const theirs = await pay(t, stranger, {
      customerBillerId: biller.id,
      amountMinor: 1_000,
      timing: { type: 'now' },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('BILLPAY_PAYEE_NOT_FOUND');
  });
});
