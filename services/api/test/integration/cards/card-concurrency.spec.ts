import type { CardActivity } from '@vaultline/contracts';
import { CardHoldExpiry } from '../../../src/modules/cards/card-hold-expiry.service';
import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { balanceOf, fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import { authorize, cardHolder, network, purchase } from './card-support';

describe.each(databaseKinds())('card payments in the concurrency mix (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('authorisations, clearings, reversals, refunds, expiry and transfers at once: the money adds up', async () => {
    const holder = await cardHolder(t, 20_000);
    const payee = await fundedCustomer(t, 0);
    await knownPayee(t, holder, payee.accountNumber);
    const earlier = await Promise.all(
      [1, 2, 3, 4].map(() => authorize(t, purchase(holder, { amountMinor: 1_000 }))),
    );
    const [toClear, toReverse, toRefund] = earlier.map((a) => a.authorizationId as string);
    await network(t, 'clearings', {
      messageId: `pre-${toRefund}`,
      authorizationId: toRefund,
      amountMinor: 1_000,
    });
    const work = [
      ...Array.from({ length: 12 }, () => authorize(t, purchase(holder, { amountMinor: 1_500 }))),
      ...Array.from({ length: 3 }, () =>
        transfer(t, holder, { amountMinor: 1_000, toNumber: payee.accountNumber }),
      ),
      network(t, 'clearings', {
        messageId: `clr-${toClear}`,
        authorizationId: toClear,
        amountMinor: 1_100,
      }),
      network(t, 'reversals', { messageId: `rev-${toReverse}`, authorizationId: toReverse }),
      network(t, 'refunds', {
        messageId: `ref-${toRefund}`,
        authorizationId: toRefund,
        amountMinor: 400,
      }),
      t.app.get(CardHoldExpiry).expireDue(new Date(Date.now() + 30 * 86_400_000)),
    ];
    const answers = await Promise.all(work);
    const authorisations = answers.slice(0, 12) as { approved: boolean; responseCode: string }[];
    expect(authorisations.every((a) => a.approved || a.responseCode === '51')).toBe(true);
    const sent = (answers.slice(12, 15) as { status: number }[]).filter(
      (a) => a.status < 300,
    ).length;
    // The hold sweep may win the race with the clearing and the reversal (409: nothing held any more).
    const [cleared, reversed, refund] = answers.slice(15, 18) as { status: number }[];
    expect([200, 409]).toContain(cleared?.status);
    expect([200, 409]).toContain(reversed?.status);
    expect(refund?.status).toBe(200);
    // Every cent accounted for from the card's own record: held, posted less refunded, sent.
    const listed = await call(t, 'GET', '/api/cards/activity', { token: holder.accessToken });
    const activity = listed.body.activity as CardActivity[];
    const pending = activity
      .filter((a) => a.status === 'pending')
      .reduce((sum, a) => sum + a.amountMinor, 0);
    const posted = activity
      .filter((a) => a.status === 'posted')
      .reduce((sum, a) => sum + (a.postedMinor ?? 0), 0);
    const refunded = activity
      .filter((a) => a.status === 'refunded')
      .reduce((sum, a) => sum + a.amountMinor, 0);
    expect(posted).toBe(cleared?.status === 200 ? 2_100 : 1_000);
    expect(refunded).toBe(400);
    expect(activity.find((a) => a.id === toReverse)?.status).toBe(
      reversed?.status === 200 ? 'reversed' : 'expired',
    );
    expect(await balanceOf(t, holder.accountId)).toBe(
      20_000 - sent * 1_000 - pending - posted + refunded,
    );
    expect(await balanceOf(t, payee.accountId)).toBe(sent * 1_000);
    expect((await t.app.get(InvariantsService).check()).ok).toBe(true);
  });
});
