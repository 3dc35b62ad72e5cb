import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountsService } from '../../../src/modules/accounts/accounts.service';
import { DEMO_ADMIN, DEMO_CHECKER, DEMO_CUSTOMER } from '../../../src/modules/demo/demo-accounts';
import { DemoSeedService } from '../../../src/modules/demo/demo-seed.service';
import { PasswordsService } from '../../../src/modules/identity/passwords.service';
import { CustomerVerification } from '../../../src/modules/kyc/customer-verification.service';
import { PinService } from '../../../src/modules/transfers/pin/pin.service';
import { TransferPolicyService } from '../../../src/modules/transfers/transfer-policy.service';
import { UsersService } from '../../../src/modules/users/users.service';
import { databaseKinds } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** What README.md published before the secrets were drawn at random. */
const PUBLISHED = {
  customer: 'Demo-Customer-2026',
  admin: 'Demo-Admin-2026',
  checker: 'Demo-Checker-2026',
  pin: '2468',
};

type Secrets = typeof PUBLISHED;

/** The demo sign-ins file, read as the e2e suites and tools read it. */
function readFile(file: string): Secrets {
  const text = readFileSync(file, 'utf8');
  const password = (kind: string) =>
    new RegExp(`^Demo ${kind}: \\S+ / (\\S+)$`, 'm').exec(text)?.[1] as string;
  return {
    customer: password('customer'),
    admin: password('admin'),
    checker: password('checker'),
    pin: /^Demo customer transfer PIN: (\d{4})$/m.exec(text)?.[1] as string,
  };
}

describe.each(databaseKinds())('the demo seed (%s)', (kind) => {
  let t: TestApp;
  let file: string;
  beforeAll(async () => {
    // The seed writes the demo sign-ins next to the data (npm start names that file).
    t = await startTestApp(kind, { seedDemo: true, dataDir: mkdtempSync(join(tmpdir(), 'demo-')) });
    file = join(t.config.dataDir, 'demo-accounts.txt');
  });
  afterAll(() => t.close());

  /** Whether each demo person's password and the customer's PIN are the ones given. */
  async function opens(secrets: Secrets) {
    const users = t.app.get(UsersService);
    const passwords = t.app.get(PasswordsService);
    const result: Record<string, boolean> = {};
    for (const [key, person] of [
      ['customer', DEMO_CUSTOMER],
      ['admin', DEMO_ADMIN],
      ['checker', DEMO_CHECKER],
    ] as const) {
      const user = await users.findByEmail(person.email);
      result[key] = Boolean(user && (await passwords.verify(user.passwordHash, secrets[key])));
    }
    const customer = await users.findByEmail(DEMO_CUSTOMER.email);
    if (!customer) throw new Error('the demo customer was not seeded');
    const settings = await t.app.get(TransferPolicyService).settings(customer.id);
    result.pin = settings.pinHash === t.app.get(PinService).hash(customer.id, secrets.pin);
    return result;
  }
  const all = (value: boolean) => ({ customer: value, admin: value, checker: value, pin: value });

  it('opens the demo customer’s accounts with their deposits and sets their transfer PIN', async () => {
    const customer = await t.app.get(UsersService).findByEmail(DEMO_CUSTOMER.email);
    if (!customer) throw new Error('the demo customer was not seeded');
    const accounts = await t.app.get(AccountsService).list(customer.id);
    expect(accounts.map((account) => [account.name, account.balanceMinor])).toEqual(
      expect.arrayContaining(
        DEMO_CUSTOMER.accounts.map((account) => [account.name, account.depositMinor]),
      ),
    );
    expect((await opens(readFile(file))).pin).toBe(true);
  });

  it('has the demo customer verified, as taken on before identity verification (no tax id invented)', async () => {
    const customer = await t.app.get(UsersService).findByEmail(DEMO_CUSTOMER.email);
    if (!customer) throw new Error('the demo customer was not seeded');
    expect(await t.app.get(CustomerVerification).isVerified(customer.id)).toBe(true);
  });

  // Security review, issue 36, item 7: no published password opens a demo instance.
  it('draws strong random secrets, writes them to a file only its owner reads, and no published one works', async () => {
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secrets = readFile(file);
    expect(await opens(secrets)).toEqual(all(true));
    expect(await opens(PUBLISHED)).toEqual(all(false));
    for (const password of [secrets.customer, secrets.admin, secrets.checker])
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set([secrets.customer, secrets.admin, secrets.checker]).size).toBe(3);
  });

  it('keeps the secrets across restarts', async () => {
    const before = readFileSync(file, 'utf8');
    await t.app.get(DemoSeedService).onApplicationBootstrap();
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(await opens(readFile(file))).toEqual(all(true));
  });

  it('draws new secrets when the file is gone or holds the published ones, and the old ones stop working', async () => {
    const lost = readFile(file);
    rmSync(file);
    await t.app.get(DemoSeedService).onApplicationBootstrap();
    const drawn = readFile(file);
    expect(await opens(lost)).toEqual(all(false));
    expect(await opens(drawn)).toEqual(all(true));

    // A file from an earlier version (the README's secrets, world-readable).
    writeFileSync(
      file,
      [
        `Demo customer: ${DEMO_CUSTOMER.email} / ${PUBLISHED.customer}`,
        `Demo admin: ${DEMO_ADMIN.email} / ${PUBLISHED.admin}`,
        `Demo checker: ${DEMO_CHECKER.email} / ${PUBLISHED.checker}`,
        `Demo customer transfer PIN: ${PUBLISHED.pin}`,
        '',
      ].join('\n'),
    );
    chmodSync(file, 0o644);
    await t.app.get(DemoSeedService).onApplicationBootstrap();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFile(file).customer).not.toBe(PUBLISHED.customer);
    expect(await opens(PUBLISHED)).toEqual(all(false));
    expect(await opens(readFile(file))).toEqual(all(true));
  });
});
