import type { AdminDispute, Dispute } from '@vaultline/contracts';
import { DisputeClockJob } from '../../../src/modules/disputes/dispute-clock.job';
import { asStaff } from '../../support/admin';
import { balanceOf } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import type { CardHolder } from '../cards/card-support';
import { authorize, cardHolder, cardOf, network, purchase } from '../cards/card-support';

const DAY_MS = 86_400_000;

/** A posted card payment of `amountMinor` at `merchant`; answers its id. */
async function postedPayment(
  t: TestApp,
  holder: CardHolder,
  amountMinor: number,
  merchant = 'Blue Door Coffee',
) {
  const auth = await authorize(t, purchase(holder, { amountMinor, merchantName: merchant }));
  const cleared = await network(t, 'clearings', {
    messageId: `clr-${auth.authorizationId}`,
    authorizationId: auth.authorizationId,
    amountMinor,
  });
  if (cleared.status !== 200) throw new Error(`clear: ${cleared.status} ${cleared.text}`);
  return auth.authorizationId as string;
}

function file(t: TestApp, holder: CardHolder, subjectId: string, extra: object = {}) {
  return call(t, 'POST', '/api/disputes', {
    token: holder.accessToken,
    body: {
      subjectKind: 'card',
      subjectId,
      reason: 'not_recognised',
      description: 'I was at home that day.',
      ...extra,
    },
  });
}

describe.each(databaseKinds())('disputes (%s)', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let checker: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await newStaff(t);
    checker = await newStaff(t);
  });
  afterAll(() => t.close());

  it('acknowledges at once, credits provisionally when due, and grants: the credit is final', async () => {
    const holder = await cardHolder(t, 10_000);
    const paymentId = await postedPayment(t, holder, 2_500);
    const filed = await file(t, holder, paymentId, { cardAction: 'freeze' });
    expect(filed.status).toBe(201);
    const dispute = filed.body as Dispute;
    expect(dispute).toMatchObject({
      status: 'open',
      amountMinor: 2_500,
      provisionalCreditMinor: 0,
      // The account was opened today: a new account has 90 days.
      resolveDays: 90,
    });
    expect(dispute.events[0]?.kind).toBe('filed');
    expect((await cardOf(t, holder, holder.card.id)).status).toBe('frozen');
    const again = await file(t, holder, paymentId);
    expect(again.body.code).toBe('DISPUTE_ALREADY_DISPUTED');
    const clock = t.app.get(DisputeClockJob);
    const dayBefore = new Date(Date.parse(`${dispute.provisionalCreditDue}T12:00:00Z`) - DAY_MS);
    expect((await clock.run(dayBefore)).credited).toBe(0);
    expect(await balanceOf(t, holder.accountId)).toBe(7_500);
    expect((await clock.run(new Date(`${dispute.provisionalCreditDue}T12:00:00Z`))).credited).toBe(
      1,
    );
    expect(await balanceOf(t, holder.accountId)).toBe(10_000);
    const granted = await asStaff(t, staff).post(`/api/admin/disputes/${dispute.id}/grant`, {
      message: 'The merchant could not show the card was present.',
    });
    expect(granted.status).toBe(200);
    expect(granted.body.status).toBe('granted');
    expect(await balanceOf(t, holder.accountId)).toBe(10_000);
    const history = await call(
      t,
      'GET',
      `/api/transactions?accountId=${holder.accountId}&limit=20`,
      { token: holder.accessToken },
    );
    expect(history.body.items[0]).toMatchObject({
      title: 'Dispute credit',
      amountMinor: 2_500,
      status: 'completed',
      description: 'Blue Door Coffee: provisional credit, made final (dispute granted)',
    });
  });

  it('denies with 5 business days of notice before the provisional credit is taken back', async () => {
    const holder = await cardHolder(t, 10_000);
    const paymentId = await postedPayment(t, holder, 4_000, 'Corner Market');
    const dispute = (await file(t, holder, paymentId, { reason: 'not_received' })).body as Dispute;
    const credited = await asStaff(t, staff).post(
      `/api/admin/disputes/${dispute.id}/provisional-credit`,
    );
    expect(credited.body.provisionalCreditMinor).toBe(4_000);
    expect(await balanceOf(t, holder.accountId)).toBe(10_000);
    const rejected = await asStaff(t, staff).post(`/api/admin/disputes/${dispute.id}/chargeback`);
    expect(rejected.body.accepted).toBe(false);
    const denied = await asStaff(t, staff).post(`/api/admin/disputes/${dispute.id}/deny`, {
      message: 'The merchant sent proof of delivery.',
    });
    expect(denied.body.status).toBe('denied');
    const reversalAt = denied.body.reversalAt as string;
    expect(reversalAt > new Date().toISOString().slice(0, 10)).toBe(true);
    const clock = t.app.get(DisputeClockJob);
    expect((await clock.run(new Date())).reversed).toBe(0);
    expect(await balanceOf(t, holder.accountId)).toBe(10_000);
    expect((await clock.run(new Date(`${reversalAt}T01:00:00Z`))).reversed).toBe(1);
    expect(await balanceOf(t, holder.accountId)).toBe(6_000);
    const seen = await call(t, 'GET', `/api/disputes/${dispute.id}`, { token: holder.accessToken });
    expect(seen.body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'filed',
      'provisional_credit',
      'denied',
      'reversed',
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('chargeback');
  });

  it('charges back to the network, needs two staff members above $1,000', async () => {
    const holder = await cardHolder(t, 300_000);
    await call(t, 'PATCH', `/api/cards/${holder.card.id}/controls`, {
      token: holder.accessToken,
      body: { perTransactionLimitMinor: 250_000 },
    });
    const big = await postedPayment(t, holder, 150_000, 'Harbor Hotel');
    const dispute = (await file(t, holder, big, { reason: 'charged_twice' })).body as Dispute;
    const first = await asStaff(t, staff).post(`/api/admin/disputes/${dispute.id}/grant`, {
      message: 'Charged twice: both on the statement.',
    });
    expect(first.body).toMatchObject({ status: 'open', firstApproverId: staff.id });
    const same = await asStaff(t, staff).post(`/api/admin/disputes/${dispute.id}/grant`, {
      message: 'Again.',
    });
    expect(same.body.code).toBe('DISPUTE_SAME_APPROVER');
    const second = await asStaff(t, checker).post(`/api/admin/disputes/${dispute.id}/grant`, {
      message: 'Agreed.',
    });
    expect(second.body.status).toBe('granted');
    expect(await balanceOf(t, holder.accountId)).toBe(300_000);
    const small = await postedPayment(t, holder, 900, 'Harbor Hotel');
    const other = (await file(t, holder, small)).body as Dispute;
    const charged = await asStaff(t, staff).post(`/api/admin/disputes/${other.id}/chargeback`);
    expect(charged.body).toMatchObject({ accepted: true, dispute: { status: 'granted' } });
    const queue = await asStaff(t, staff).get('/api/admin/disputes?status=granted');
    expect((queue.body.disputes as AdminDispute[]).map((d) => d.id)).toEqual(
      expect.arrayContaining([dispute.id, other.id]),
    );
    const detail = await asStaff(t, staff).get(`/api/admin/disputes/${other.id}`);
    expect(detail.body.merchantHistory.map((a: { id: string }) => a.id)).toContain(big);
  });

  it('refuses what cannot be disputed, writes nothing, and takes evidence as a sniffed file', async () => {
    const holder = await cardHolder(t, 10_000);
    const pending = await authorize(t, purchase(holder, { amountMinor: 800 }));
    const notPosted = await file(t, holder, pending.authorizationId as string);
    expect(notPosted.body.code).toBe('DISPUTE_NOT_DISPUTABLE');
    const stranger = await cardHolder(t, 1_000);
    const notTheirs = await file(t, stranger, pending.authorizationId as string);
    expect(notTheirs.status).toBe(404);
    const text = await call(t, 'POST', '/api/disputes/attachments', {
      token: holder.accessToken,
      raw: { contentType: 'application/pdf', payload: Buffer.from('hello') },
    });
    expect(text.body.code).toBe('DISPUTE_ATTACHMENT_TYPE');
    const pdf = await call(t, 'POST', '/api/disputes/attachments', {
      token: holder.accessToken,
      raw: { contentType: 'application/pdf', payload: Buffer.from('%PDF-1.4 receipt') },
    });
    expect(pdf.status).toBe(201);
    const paymentId = await postedPayment(t, holder, 1_200);
    const withFile = await file(t, holder, paymentId, {
      reason: 'wrong_amount',
      attachmentId: pdf.body.id,
    });
    expect(withFile.body.hasAttachment).toBe(true);
    const seen = await call(t, 'GET', `/api/admin/disputes/${withFile.body.id}/attachment`, {
      token: staff.accessToken,
    });
    expect(seen.headers['content-type']).toBe('application/pdf');
    const asked = await asStaff(t, staff).post(
      `/api/admin/disputes/${withFile.body.id}/request-info`,
      { message: 'What amount did you agree?' },
    );
    expect(asked.body.status).toBe('info_requested');
    const answered = await call(t, 'POST', `/api/disputes/${withFile.body.id}/answer`, {
      token: holder.accessToken,
      body: { message: '$10.00, not $12.00.' },
    });
    expect(answered.body).toMatchObject({ status: 'open', question: null });
    const withdrawn = await call(t, 'POST', `/api/disputes/${withFile.body.id}/withdraw`, {
      token: holder.accessToken,
    });
    expect(withdrawn.body.status).toBe('withdrawn');
  });
});
