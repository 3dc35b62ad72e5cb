import type { Card, CardActivity } from '@vaultline/contracts';
import { CardHoldExpiry } from '../../../src/modules/cards/card-hold-expiry.service';
import { luhnValid, VAULTLINE_BIN } from '../../../src/modules/cards/card-numbers';
import { asStaff } from '../../support/admin';
import { balanceOf, openAccount } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import { verifiedCustomer } from '../ach/ach-support';
import type { CardHolder } from './card-support';
import {
  authorize,
  cardHolder,
  cardOf,
  issueCard,
  network,
  purchase,
  reveal,
} from './card-support';

async function activityOf(t: TestApp, holder: CardHolder): Promise<CardActivity[]> {
  const answer = await call(t, 'GET', '/api/cards/activity', { token: holder.accessToken });
  return answer.body.activity as CardActivity[];
}

async function historyOf(t: TestApp, holder: CardHolder) {
  const page = await call(t, 'GET', `/api/transactions?accountId=${holder.accountId}&limit=50`, {
    token: holder.accessToken,
  });
  return page.body.items as {
    title: string;
    description: string;
    amountMinor: number;
    status: string;
  }[];
}

describe.each(databaseKinds())('debit cards (%s)', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await newStaff(t);
  });
  afterAll(() => t.close());

  it('issues a card with a real-format number that only a step-up shows, once per account', async () => {
    const holder = await cardHolder(t, 10_000);
    expect(holder.pan).toHaveLength(16);
    expect(holder.pan.startsWith(VAULTLINE_BIN)).toBe(true);
    expect(luhnValid(holder.pan)).toBe(true);
    expect(holder.cvv).toMatch(/^\d{3}$/);
    expect(holder.card.last4).toBe(holder.pan.slice(-4));
    const list = await call(t, 'GET', '/api/cards', { token: holder.accessToken });
    expect(list.text).not.toContain(holder.pan);
    expect(list.body.eligibleAccountIds).not.toContain(holder.accountId);
    const again = await issueCard(t, holder);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CARD_ALREADY_ISSUED');
    const started = await call(t, 'POST', `/api/cards/${holder.card.id}/reveal`, {
      token: holder.accessToken,
    });
    expect(started.status).toBe(200);
    const wrong = await call(t, 'POST', `/api/cards/${holder.card.id}/reveal/confirm`, {
      token: holder.accessToken,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).not.toContain(holder.pan);
  });

  it('refuses a card to a customer not verified, and on a savings account', async () => {
    const customer = await newCustomer(t);
    const account = await openAccount(t, customer, 0);
    const unverified = await issueCard(t, {
      ...customer,
      accountId: account.id,
      accountNumber: '',
    });
    expect(unverified.body.code).toBe('KYC_NOT_VERIFIED');
    const verified = await verifiedCustomer(t, 1000);
    const savings = await openAccount(t, verified, 0, 'savings');
    const refused = await issueCard(t, verified, savings.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('CARD_ACCOUNT_NOT_CHECKING');
  });

  it('declines with each ISO 8583 code and moves no money', async () => {
    const holder = await cardHolder(t, 10_000);
    const cardUrl = `/api/cards/${holder.card.id}`;
    const token = holder.accessToken;
    const code = async (overrides: object) =>
      (await authorize(t, purchase(holder, overrides))).responseCode;
    const unknown = '4895370000000000'.slice(0, 15);
    const otherPan = unknown + String([...Array(10).keys()].find((d) => luhnValid(unknown + d)));
    expect(await code({ pan: otherPan })).toBe('14');
    expect(await code({ expiryYear: holder.card.expiryYear + 1 })).toBe('54');
    expect(await code({ amountMinor: 20_000 })).toBe('51');
    expect(await code({ amountMinor: 300_000 })).toBe('61');
    expect(await code({ country: 'FR' })).toBe('57');
    await call(t, 'PATCH', `${cardUrl}/controls`, {
      token,
      body: { allowOnline: false, blockedGroups: ['gambling'] },
    });
    expect(await code({})).toBe('57');
    expect(await code({ channel: 'chip', cvv: undefined, mcc: 7995 })).toBe('62');
    await call(t, 'POST', `${cardUrl}/freeze`, { token });
    expect(await code({ channel: 'chip', cvv: undefined })).toBe('05');
    await call(t, 'POST', `${cardUrl}/unfreeze`, { token });
    await call(t, 'PATCH', `${cardUrl}/controls`, { token, body: { allowOnline: true } });
    const wrongCvv = holder.cvv === '999' ? '998' : '999';
    for (let i = 0; i < 3; i += 1) expect(await code({ cvv: wrongCvv })).toBe('82');
    expect(await code({})).toBe('75');
    expect((await cardOf(t, holder, holder.card.id)).cvvLocked).toBe(true);
    await call(t, 'POST', `${cardUrl}/unlock-cvv`, { token });
    expect(await code({})).toBe('00');
    expect(await balanceOf(t, holder.accountId)).toBe(10_000 - 450);
    const declines = (await activityOf(t, holder)).filter((a) => a.status === 'declined');
    expect(declines.map((a) => a.responseCode).sort()).toEqual(
      ['05', '51', '54', '57', '57', '61', '62', '75', '82', '82', '82'].sort(),
    );
    expect(declines.every((a) => a.declineReason)).toBe(true);
  });

  it('holds, then posts what the merchant cleared: the same, a tip within the tolerance, or less', async () => {
    const holder = await cardHolder(t, 10_000);
    const coffee = await authorize(t, purchase(holder, { amountMinor: 1_000 }));
    expect(coffee.approved).toBe(true);
    expect(await balanceOf(t, holder.accountId)).toBe(9_000);
    expect((await cardOf(t, holder, holder.card.id)).pendingMinor).toBe(1_000);
    expect((await historyOf(t, holder))[0]).toMatchObject({
      title: 'Card payment',
      description: `Blue Door Coffee (card •••• ${holder.card.last4})`,
      amountMinor: -1_000,
      status: 'pending',
    });
    const over = await network(t, 'clearings', {
      messageId: 'clear-over-1',
      authorizationId: coffee.authorizationId,
      amountMinor: 1_201,
    });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('CARD_NETWORK_OVER_TOLERANCE');
    const tip = await network(t, 'clearings', {
      messageId: `clear-tip-${holder.id}`,
      authorizationId: coffee.authorizationId,
      amountMinor: 1_200,
    });
    expect(tip.status).toBe(200);
    expect(await balanceOf(t, holder.accountId)).toBe(8_800);
    const again = await network(t, 'clearings', {
      messageId: `clear-tip-${holder.id}`,
      authorizationId: coffee.authorizationId,
      amountMinor: 1_200,
    });
    expect(again.body).toEqual(tip.body);
    expect(await balanceOf(t, holder.accountId)).toBe(8_800);
    const groceries = await authorize(
      t,
      purchase(holder, { amountMinor: 5_000, merchantName: 'Corner Market', mcc: 5411 }),
    );
    await network(t, 'clearings', {
      messageId: `clear-less-${holder.id}`,
      authorizationId: groceries.authorizationId,
      amountMinor: 4_250,
    });
    expect(await balanceOf(t, holder.accountId)).toBe(8_800 - 4_250);
    const items = await activityOf(t, holder);
    expect(items.find((a) => a.id === coffee.authorizationId)).toMatchObject({
      status: 'posted',
      amountMinor: 1_000,
      postedMinor: 1_200,
      category: 'Dining',
    });
    expect(items.find((a) => a.id === groceries.authorizationId)).toMatchObject({
      status: 'posted',
      postedMinor: 4_250,
      category: 'Groceries',
    });
    expect((await cardOf(t, holder, holder.card.id)).pendingMinor).toBe(0);
  });

  it('posts a tip above the balance as the network clears it, then declines until the balance is back', async () => {
    const holder = await cardHolder(t, 1_000);
    const dinner = await authorize(t, purchase(holder, { amountMinor: 1_000, mcc: 5812 }));
    expect(await balanceOf(t, holder.accountId)).toBe(0);
    const cleared = await network(t, 'clearings', {
      messageId: `tip-${holder.id}`,
      authorizationId: dinner.authorizationId,
      amountMinor: 1_200,
    });
    expect(cleared.status).toBe(200);
    expect(await balanceOf(t, holder.accountId)).toBe(-200);
    expect((await authorize(t, purchase(holder, { amountMinor: 100 }))).responseCode).toBe('51');
  });

  it('reverses, refunds and expires holds; refuses what does not fit, writing nothing', async () => {
    const holder = await cardHolder(t, 10_000);
    const a = await authorize(t, purchase(holder, { amountMinor: 2_000 }));
    const unknown = await network(t, 'clearings', {
      messageId: 'clear-unknown-1',
      authorizationId: '00000000-0000-4000-8000-000000000000',
      amountMinor: 100,
    });
    expect(unknown.status).toBe(404);
    expect(
      (
        await network(t, 'reversals', {
          messageId: `rev-${holder.id}`,
          authorizationId: a.authorizationId,
        })
      ).status,
    ).toBe(200);
    expect(await balanceOf(t, holder.accountId)).toBe(10_000);
    const late = await network(t, 'clearings', {
      messageId: `late-${holder.id}`,
      authorizationId: a.authorizationId,
      amountMinor: 2_000,
    });
    expect(late.body.code).toBe('CARD_NETWORK_NOT_HELD');
    const b = await authorize(t, purchase(holder, { amountMinor: 3_000 }));
    await network(t, 'clearings', {
      messageId: `clr-${holder.id}`,
      authorizationId: b.authorizationId,
      amountMinor: 3_000,
    });
    const refund = await network(t, 'refunds', {
      messageId: `ref-${holder.id}`,
      authorizationId: b.authorizationId,
      amountMinor: 1_000,
    });
    expect(refund.status).toBe(200);
    const tooMuch = await network(t, 'refunds', {
      messageId: `ref2-${holder.id}`,
      authorizationId: b.authorizationId,
      amountMinor: 2_001,
    });
    expect(tooMuch.body.code).toBe('CARD_NETWORK_REFUND_OVER');
    expect(await balanceOf(t, holder.accountId)).toBe(8_000);
    const reused = await network(t, 'refunds', {
      messageId: `ref-${holder.id}`,
      authorizationId: b.authorizationId,
      amountMinor: 500,
    });
    expect(reused.body.code).toBe('CARD_NETWORK_MESSAGE_REUSED');
    const c = await authorize(t, purchase(holder, { amountMinor: 700 }));
    expect(await t.app.get(CardHoldExpiry).expireDue(new Date(Date.now() + 6 * 86_400_000))).toBe(
      0,
    );
    expect(
      await t.app.get(CardHoldExpiry).expireDue(new Date(Date.now() + 8 * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, holder.accountId)).toBe(8_000);
    const items = await activityOf(t, holder);
    expect(items.find((i) => i.id === c.authorizationId)?.status).toBe('expired');
    expect(items.find((i) => i.status === 'refunded')).toMatchObject({ amountMinor: 1_000 });
  });

  it('answers a repeated authorisation once, and never approves more than the balance in parallel', async () => {
    const holder = await cardHolder(t, 10_000);
    const request = purchase(holder, { amountMinor: 2_500 });
    const answers = await Promise.all([1, 2, 3].map(() => authorize(t, request)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await balanceOf(t, holder.accountId)).toBe(7_500);
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => authorize(t, purchase(holder, { amountMinor: 2_000 }))),
    );
    expect(parallel.filter((answer) => answer.approved)).toHaveLength(3);
    expect(parallel.filter((answer) => answer.responseCode === '51')).toHaveLength(5);
    expect(await balanceOf(t, holder.accountId)).toBe(1_500);
  });

  it('lets staff see and freeze a card with a reason, never its number; refuses a wrong network key', async () => {
    const holder = await cardHolder(t, 5_000);
    const seen = await asStaff(t, staff).get(`/api/admin/users/${holder.id}/cards`);
    expect(seen.status).toBe(200);
    expect(seen.text).not.toContain(holder.pan);
    expect((seen.body.cards as Card[])[0]?.last4).toBe(holder.card.last4);
    const frozen = await asStaff(t, staff).post(`/api/admin/cards/${holder.card.id}/freeze`, {
      reason: 'Customer called: phone stolen',
    });
    expect(frozen.body.status).toBe('frozen');
    expect((await authorize(t, purchase(holder))).responseCode).toBe('05');
    const customerTries = await call(t, 'GET', `/api/admin/users/${holder.id}/cards`, {
      token: holder.accessToken,
    });
    expect(customerTries.status).toBe(403);
    const wrongKey = await network(t, 'authorizations', purchase(holder), 'x'.repeat(40));
    expect(wrongKey.status).toBe(401);
  });

  it('closes a reported card at once and issues its replacement with the same controls', async () => {
    const holder = await cardHolder(t, 5_000);
    await call(t, 'PATCH', `/api/cards/${holder.card.id}/controls`, {
      token: holder.accessToken,
      body: { dailyLimitMinor: 300_000 },
    });
    const reported = await call(t, 'POST', `/api/cards/${holder.card.id}/report`, {
      token: holder.accessToken,
      body: { reason: 'stolen', replace: true },
    });
    expect(reported.status).toBe(200);
    expect(reported.body.closed).toMatchObject({ status: 'closed', closeReason: 'stolen' });
    const replacement = reported.body.replacement as Card;
    expect(replacement.last4).not.toBeUndefined();
    expect(replacement.controls.dailyLimitMinor).toBe(300_000);
    expect((await authorize(t, purchase(holder))).responseCode).toBe('57');
    const fresh = await reveal(t, holder, replacement.id);
    expect(fresh.pan).not.toBe(holder.pan);
    const overMax = await call(t, 'PATCH', `/api/cards/${replacement.id}/controls`, {
      token: holder.accessToken,
      body: { dailyLimitMinor: 2_000_000 },
    });
    expect(overMax.body.code).toBe('CARD_LIMIT_OVER_MAXIMUM');
  });
});
