import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { balanceOf, fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import { addBiller, pay } from '../billpay/billpay-support';
import { moveMoney, runAchJobs, verifiedCustomer, verifiedLink } from './ach-support';

describe.each(databaseKinds())('ACH in the concurrency mix (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('pulls, pushes, bill payments, returns and transfers at once: nothing lost or doubled', async () => {
    const customer = await verifiedCustomer(t, 100_000);
    const payee = await fundedCustomer(t, 0);
    await knownPayee(t, customer, payee.accountNumber);
    const good = await verifiedLink(t, customer, '10002000');
    const closed = await verifiedLink(t, customer, '10000002');
    const power = await addBiller(t, customer, '4410023378');
    const closedAtBiller = await addBiller(t, customer, '4410020002');
    const billNow = (customerBillerId: string, amountMinor: number) =>
      pay(t, customer, { customerBillerId, amountMinor, timing: { type: 'now' } });
    const work = [
      ...Array.from({ length: 4 }, () =>
        moveMoney(t, customer, { direction: 'in', linkedAccountId: good, amountMinor: 10_000 }),
      ),
      ...Array.from({ length: 3 }, () =>
        moveMoney(t, customer, { direction: 'in', linkedAccountId: closed, amountMinor: 5_000 }),
      ),
      ...Array.from({ length: 3 }, () =>
        moveMoney(t, customer, { direction: 'out', linkedAccountId: closed, amountMinor: 7_000 }),
      ),
      ...Array.from({ length: 3 }, () =>
        moveMoney(t, customer, { direction: 'out', linkedAccountId: good, amountMinor: 3_000 }),
      ),
      ...Array.from({ length: 5 }, () =>
        transfer(t, customer, { amountMinor: 2_000, toNumber: payee.accountNumber }),
      ),
      ...Array.from({ length: 3 }, () => billNow(power.id, 1_500)),
      ...Array.from({ length: 2 }, () => billNow(closedAtBiller.id, 2_500)),
      runAchJobs(t).then(() => ({ status: 0, body: null })),
    ];
    const answers = await Promise.all(work);
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
    await runAchJobs(t);
    // In: 4 × $100 (the three R02 pulls came back); out: 3 × $30 settled (the R02 pushes came back);
    // 5 × $20 to the payee; bills: 3 × $15 paid (the two R02 bills came back).
    expect(await balanceOf(t, customer.accountId)).toBe(100_000 + 40_000 - 9_000 - 10_000 - 4_500);
    expect(await balanceOf(t, payee.accountId)).toBe(10_000);
    expect((await t.app.get(InvariantsService).check()).ok).toBe(true);
  });
});
