import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CUSTOMER } from '../../../src/modules/demo/demo-accounts';
import { AccountsService } from '../../../src/modules/accounts/accounts.service';
import { PinService } from '../../../src/modules/transfers/pin.service';
import { TransferPolicyService } from '../../../src/modules/transfers/transfer-policy.service';
import { UsersService } from '../../../src/modules/users/users.service';
import { databaseKinds } from '../../support/databases';
import { startTestApp, TestApp } from '../../support/test-app';

describe.each(databaseKinds())('the demo seed (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The seed writes the demo sign-ins next to the data (npm start prints that file).
    t = await startTestApp(kind, { seedDemo: true, dataDir: mkdtempSync(join(tmpdir(), 'demo-')) });
  });
  afterAll(() => t.close());

  it('opens the demo customer’s accounts with their deposits and sets their transfer PIN', async () => {
    const customer = await t.app.get(UsersService).findByEmail(DEMO_CUSTOMER.email);
    if (!customer) throw new Error('the demo customer was not seeded');
    const accounts = await t.app.get(AccountsService).list(customer.id);
    expect(accounts.map((account) => [account.name, account.balanceMinor])).toEqual(
      expect.arrayContaining(
        DEMO_CUSTOMER.accounts.map((account) => [account.name, account.depositMinor]),
      ),
    );
    const settings = await t.app.get(TransferPolicyService).settings(customer.id);
    expect(settings.pinHash).toBe(t.app.get(PinService).hash(customer.id, DEMO_CUSTOMER.pin));
  });
});
