import { InvariantsService } from '../../../src/modules/ledger/invariants.service';
import { asStaff } from '../../support/admin';
import { balanceOf, fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import { runAchJobs, verifiedCustomer } from '../ach/ach-support';
import { depositCheck } from './check-support';

describe.each(databaseKinds())('check deposits in the concurrency mix (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('approvals, releases, unpaid checks and transfers at once: nothing lost or doubled', async () => {
    const staff = await newStaff(t);
    const customer = await verifiedCustomer(t, 50_000);
    const payee = await fundedCustomer(t, 0);
    await knownPayee(t, customer, payee.accountNumber);
    const paid = await Promise.all(
      [1, 2, 3].map(() => depositCheck(t, customer, { amountMinor: 10_000 })),
    );
    const unpaid = await Promise.all(
      [1, 2].map((n) =>
        depositCheck(t, customer, { amountMinor: 8_000, micrAccount: `4${n}0002` }),
      ),
    );
    const ids = [...paid, ...unpaid].map((answer) => answer.body.id as string);
    expect([...paid, ...unpaid].map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const work = [
      ...ids.map((id) => asStaff(t, staff).post(`/api/admin/check-deposits/${id}/approve`)),
      ...Array.from({ length: 5 }, () =>
        transfer(t, customer, { amountMinor: 2_000, toNumber: payee.accountNumber }),
      ),
      runAchJobs(t).then(() => ({ status: 0, body: null })),
      depositCheck(t, customer, { amountMinor: 1_000 }),
    ];
    const answers = await Promise.all(work);
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
    await runAchJobs(t);
    // In: 3 × $100 paid (the two unpaid checks came in and went back); out: 5 × $20; the last check waits.
    expect(await balanceOf(t, customer.accountId)).toBe(50_000 + 30_000 - 10_000);
    expect(await balanceOf(t, payee.accountId)).toBe(10_000);
    expect((await t.app.get(InvariantsService).check()).ok).toBe(true);
  });
});
