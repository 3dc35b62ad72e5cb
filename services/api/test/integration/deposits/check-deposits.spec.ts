import { DataSource } from 'typeorm';
import { CheckDepositLifecycle } from '../../../src/modules/deposits/check-deposit-lifecycle.service';
import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { sqlOne } from '../../../src/platform/database/sql';
import { asStaff, changeBankSettings } from '../../support/admin';
import { balanceOf, fundedCustomer, knownPayee, newKey, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import { runAchJobs, verifiedCustomer } from '../ach/ach-support';
import { checkJpeg, checkPng, depositCheck, photos, upload, withExif } from './check-support';

describe.each(databaseKinds())('mobile check deposit (%s)', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let second: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await newStaff(t);
    second = await newStaff(t);
  });
  afterAll(() => t.close());

  const invariantsHold = async () =>
    expect((await t.app.get(InvariantsService).check()).ok).toBe(true);
  const depositsOf = async (customer: { accessToken: string }) =>
    (await call(t, 'GET', '/api/check-deposits', { token: customer.accessToken })).body;
  const noticesOf = async (customer: { accessToken: string }) =>
    (await call(t, 'GET', '/api/notifications', { token: customer.accessToken })).text;

  it('keeps a photo re-encoded: no EXIF, at most 1600 px wide, its hash served with it to staff', async () => {
    const customer = await verifiedCustomer(t, 0);
    const exif = withExif(checkJpeg(11, 2400, 1080));
    expect(exif.includes('GPSLatitude')).toBe(true);
    const front = await upload(t, customer, exif);
    expect(front.status).toBe(201);
    expect(front.body).toMatchObject({ width: 1600, height: 720 });
    const png = await upload(t, customer, checkPng(12), 'image/png');
    expect(png.status).toBe(201);
    const deposit = await depositCheck(t, customer, {
      amountMinor: 5_000,
      images: { frontImageId: front.body.id, backImageId: png.body.id },
    });
    expect(deposit.status).toBe(201);
    const image = await call(
      t,
      'GET',
      `/api/admin/check-deposits/${deposit.body.id}/images/front`,
      {
        token: staff.accessToken,
      },
    );
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const bytes = image.rawPayload;
    expect(bytes.includes('GPSLatitude')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
    expect(image.headers['x-image-sha256']).toBe(front.body.sha256);
    const forCustomer = await call(
      t,
      'GET',
      `/api/admin/check-deposits/${deposit.body.id}/images/front`,
      {
        token: customer.accessToken,
      },
    );
    expect(forCustomer.status).toBe(403);
  });

  it.each([
    ['a GIF', 'image/jpeg', Buffer.from('GIF89a' + 'x'.repeat(40)), 415, 'CHECK_IMAGE_TYPE'],
    [
      'a photo too small to read',
      'image/jpeg',
      checkJpeg(1, 400, 200),
      422,
      'CHECK_IMAGE_DIMENSIONS',
    ],
    ['a photo over 4096 px', 'image/png', checkPng(1, 4100, 300), 422, 'CHECK_IMAGE_DIMENSIONS'],
    ['a broken JPEG', 'image/jpeg', checkJpeg(2).subarray(0, 600), 422, 'CHECK_IMAGE_UNREADABLE'],
    ['a body over 5 MB', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10, 0xff), 413, undefined],
    ['a PDF', 'application/pdf', Buffer.from('%PDF-1.4'), 415, undefined],
  ])('refuses %s and keeps nothing', async (_case, type, payload, status, code) => {
    const customer = await verifiedCustomer(t, 0);
    const answer = await upload(t, customer, payload, type);
    expect(answer.status).toBe(status);
    if (code) expect(answer.body.code).toBe(code);
    const row = await sqlOne<{ n: number }>(
      t.app.get(DataSource),
      'SELECT count(*)::int AS n FROM check_images WHERE user_id = $1',
      [customer.id],
    );
    expect(row.n).toBe(0);
  });

  it('refuses a customer whose identity is not verified, and says why', async () => {
    const customer = await fundedCustomer(t, 0);
    const list = await depositsOf(customer);
    expect(list).toMatchObject({
      canDeposit: false,
      blockedReason: expect.stringMatching(/Verify your identity/),
    });
    const answer = await upload(t, customer, checkJpeg(3));
    expect(answer.status).toBe(403);
  });

  it('approves a check: $225 the next business day, the rest after the hold; a retry deposits once', async () => {
    const customer = await verifiedCustomer(t, 0);
    const key = newKey();
    const first = await depositCheck(t, customer, { amountMinor: 100_000 }, key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'in_review', availableMinor: 0 });
    const replay = await call(t, 'POST', '/api/check-deposits', {
      token: customer.accessToken,
      headers: { 'idempotency-key': key },
      body: { ...first.body, amountMinor: 1 },
    });
    expect([409, 400]).toContain(replay.status);
    expect((await depositsOf(customer)).deposits).toHaveLength(1);
    const approved = await asStaff(t, staff).post(
      `/api/admin/check-deposits/${first.body.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      nextDayMinor: 22_500,
      decidedBy: { id: staff.id },
    });
    expect(new Date(approved.body.restAt).getTime()).toBeGreaterThan(
      new Date(approved.body.nextDayAt).getTime(),
    );
    expect(await balanceOf(t, customer.accountId)).toBe(0);
    await invariantsHold();
    await t.app
      .get(DataSource)
      .transaction((tx) => t.app.get(CheckDepositLifecycle).release(tx, first.body.id, 'next_day'));
    expect(await balanceOf(t, customer.accountId)).toBe(22_500);
    await invariantsHold();
    await runAchJobs(t);
    expect(await balanceOf(t, customer.accountId)).toBe(100_000);
    expect((await depositsOf(customer)).deposits[0]).toMatchObject({
      status: 'available',
      availableMinor: 100_000,
    });
    expect(await noticesOf(customer)).toMatch(/Your check deposit of \$1,000\.00 is approved/);
    const history = await call(t, 'GET', '/api/transactions', { token: customer.accessToken });
    expect(history.text).toMatch(/Mobile check deposit, check #/);
    await invariantsHold();
  });

  it('refuses a second deposit of one check: by its MICR line and amount, or by its photo', async () => {
    const customer = await verifiedCustomer(t, 0);
    const first = await depositCheck(t, customer, {
      amountMinor: 12_345,
      micrAccount: '77770000',
      checkNumber: '501',
    });
    expect(first.status).toBe(201);
    const again = await depositCheck(t, customer, {
      amountMinor: 12_345,
      micrAccount: '77770000',
      checkNumber: '501',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CHECK_DUPLICATE');
    const other = await verifiedCustomer(t, 0);
    const elsewhere = await depositCheck(t, other, {
      amountMinor: 12_345,
      micrAccount: '77770000',
      checkNumber: '501',
    });
    expect(elsewhere.body.code).toBe('CHECK_DUPLICATE');
    const samePhoto = await photos(t, customer, 900);
    const photoFirst = await depositCheck(t, customer, { amountMinor: 2_000, images: samePhoto });
    expect(photoFirst.status).toBe(201);
    const reuploaded = await photos(t, customer, 900);
    const photoAgain = await depositCheck(t, customer, { amountMinor: 2_100, images: reuploaded });
    expect(photoAgain.body.code).toBe('CHECK_DUPLICATE');
    // A rejected deposit does not count: the check can be deposited again.
    await asStaff(t, staff).post(`/api/admin/check-deposits/${first.body.id}/reject`, {
      reason: 'Amounts differ.',
    });
    const retry = await depositCheck(t, customer, {
      amountMinor: 12_345,
      micrAccount: '77770000',
      checkNumber: '501',
    });
    expect(retry.status).toBe(201);
    expect((await depositsOf(customer)).deposits).toHaveLength(3);
  });

  it('refuses two deposits of one check sent at once: exactly one is written', async () => {
    const customer = await verifiedCustomer(t, 0);
    const [a, b] = await Promise.all([photos(t, customer, 1300), photos(t, customer, 1400)]);
    const same = { amountMinor: 3_000, micrAccount: '66660000', checkNumber: '77' };
    const answers = await Promise.all([
      depositCheck(t, customer, { ...same, images: a }),
      depositCheck(t, customer, { ...same, images: b }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('holds the daily limit, says what is left, and writes nothing over it', async () => {
    const customer = await verifiedCustomer(t, 0);
    expect((await depositCheck(t, customer, { amountMinor: 400_000 })).status).toBe(201);
    const over = await depositCheck(t, customer, { amountMinor: 100_001 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'CHECK_DAILY_LIMIT' });
    expect(over.body.message).toMatch(/\$1,000\.00 more today/);
    expect((await depositsOf(customer)).deposits).toHaveLength(1);
    expect((await depositsOf(customer)).limits).toMatchObject({
      depositedTodayMinor: 400_000,
      dailyLimitMinor: 500_000,
    });
  });

  it('needs two different staff members above the threshold', async () => {
    const customer = await verifiedCustomer(t, 0);
    const big = await depositCheck(t, customer, { amountMinor: 450_000 });
    await changeBankSettings(t, staff, second, { checkTwoApproversAboveMinor: 400_000 });
    const small = await depositCheck(t, await verifiedCustomer(t, 0), { amountMinor: 410_000 });
    expect(big.status).toBe(201);
    // The threshold is fixed when the check is deposited: the first one needs one approver.
    const once = await asStaff(t, staff).post(`/api/admin/check-deposits/${big.body.id}/approve`);
    expect(once.body).toMatchObject({ status: 'approved', approvalsNeeded: 1 });
    const firstApproval = await asStaff(t, staff).post(
      `/api/admin/check-deposits/${small.body.id}/approve`,
    );
    expect(firstApproval.body).toMatchObject({
      status: 'in_review',
      approvalsNeeded: 2,
      firstApprover: { id: staff.id },
    });
    const sameAgain = await asStaff(t, staff).post(
      `/api/admin/check-deposits/${small.body.id}/approve`,
    );
    expect(sameAgain.body.code).toBe('CHECK_SAME_APPROVER');
    const byTwo = await asStaff(t, second).post(
      `/api/admin/check-deposits/${small.body.id}/approve`,
    );
    expect(byTwo.body).toMatchObject({ status: 'approved', decidedBy: { id: second.id } });
    await changeBankSettings(t, staff, second, { checkTwoApproversAboveMinor: 500_000 });
    await runAchJobs(t);
    await invariantsHold();
  });

  it('asks for better photos, takes new ones, and rejects with a reason the customer reads', async () => {
    const customer = await verifiedCustomer(t, 0);
    const deposit = await depositCheck(t, customer, { amountMinor: 7_500 });
    const asked = await asStaff(t, staff).post(
      `/api/admin/check-deposits/${deposit.body.id}/request-image`,
      {
        reason: 'The MICR line is cut off.',
      },
    );
    expect(asked.body.status).toBe('needs_image');
    expect((await depositsOf(customer)).deposits[0]).toMatchObject({
      status: 'needs_image',
      staffNote: 'The MICR line is cut off.',
    });
    expect(await noticesOf(customer)).toMatch(/We need a better photo of your check/);
    const approveNow = await asStaff(t, staff).post(
      `/api/admin/check-deposits/${deposit.body.id}/approve`,
    );
    expect(approveNow.body.code).toBe('CHECK_NOT_IN_REVIEW');
    const fresh = await photos(t, customer, 4242);
    const replaced = await call(t, 'PUT', `/api/check-deposits/${deposit.body.id}/images`, {
      token: customer.accessToken,
      body: fresh,
    });
    expect(replaced.body).toMatchObject({ status: 'in_review', staffNote: null });
    const stranger = await verifiedCustomer(t, 0);
    const notTheirs = await call(t, 'PUT', `/api/check-deposits/${deposit.body.id}/images`, {
      token: stranger.accessToken,
      body: fresh,
    });
    expect(notTheirs.status).toBe(404);
    const rejected = await asStaff(t, staff).post(
      `/api/admin/check-deposits/${deposit.body.id}/reject`,
      {
        reason: 'The check is not made out to you.',
      },
    );
    expect(rejected.body.status).toBe('rejected');
    expect((await depositsOf(customer)).deposits[0]).toMatchObject({
      status: 'rejected',
      staffNote: 'The check is not made out to you.',
    });
    expect(await balanceOf(t, customer.accountId)).toBe(0);
  });

  it("never lets a customer deposit another customer's photos", async () => {
    const owner = await verifiedCustomer(t, 0);
    const thief = await verifiedCustomer(t, 0);
    const images = await photos(t, owner, 5150);
    const stolen = await depositCheck(t, thief, { amountMinor: 1_000, images });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('CHECK_IMAGE_NOT_FOUND');
  });

  it('takes an unpaid check back after it was spent: the balance goes below zero and the customer is told', async () => {
    const customer = await verifiedCustomer(t, 0);
    const payee = await fundedCustomer(t, 0);
    const deposit = await depositCheck(t, customer, {
      amountMinor: 50_000,
      micrAccount: '90000001',
    });
    await asStaff(t, staff).post(`/api/admin/check-deposits/${deposit.body.id}/approve`);
    const lifecycle = t.app.get(CheckDepositLifecycle);
    const db = t.app.get(DataSource);
    await db.transaction((tx) => lifecycle.release(tx, deposit.body.id, 'next_day'));
    await db.transaction((tx) => lifecycle.release(tx, deposit.body.id, 'rest'));
    expect(await balanceOf(t, customer.accountId)).toBe(50_000);
    await knownPayee(t, customer, payee.accountNumber);
    const spent = await transfer(t, customer, {
      amountMinor: 40_000,
      toNumber: payee.accountNumber,
    });
    expect(spent.body.outcome).toBe('completed');
    await runAchJobs(t);
    expect(await balanceOf(t, customer.accountId)).toBe(-40_000);
    expect((await depositsOf(customer)).deposits[0]).toMatchObject({
      status: 'returned',
      returnReason: 'Insufficient funds (NSF)',
      availableMinor: 0,
    });
    expect(await noticesOf(customer)).toMatch(/A check you deposited was returned/);
    expect(await noticesOf(customer)).toMatch(/below zero/);
    await invariantsHold();
  });
});
