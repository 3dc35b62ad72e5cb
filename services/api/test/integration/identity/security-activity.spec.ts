import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer, signIn, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe.each(databaseKinds())('security centre history (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists sign-ins, failed ones too, and security changes, newest first, and only the customer’s own', async () => {
    const customer = await newCustomer(t);
    const other = await newCustomer(t);
    const wrong = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: customer.email, password: 'not the password at all' },
      headers: { 'user-agent': FIREFOX },
    });
    expect(wrong.status).toBe(401);
    await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: other.email, password: 'not the password either' },
    });
    const newPassword = 'an even longer passphrase for this test';
    const changed = await call(t, 'POST', '/api/auth/password/change', {
      token: customer.accessToken,
      body: { currentPassword: STRONG_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    const again = await signIn(t, customer.email, newPassword);

    const activity = await call(t, 'GET', '/api/auth/security-activity', {
      token: again.accessToken,
    });
    expect(activity.status).toBe(200);
    expect(activity.body.signIns.map((record: { outcome: string }) => record.outcome)).toEqual([
      'success',
      'failed',
      'success',
    ]);
    expect(activity.body.signIns[1]).toMatchObject({ device: 'Firefox on Linux' });
    expect(activity.body.changes).toEqual([
      expect.objectContaining({
        action: 'auth.password_changed',
        label: 'Password changed',
        byStaff: false,
      }),
    ]);
    const theirs = await call(t, 'GET', '/api/auth/security-activity', {
      token: other.accessToken,
    });
    expect(theirs.body.signIns.map((record: { outcome: string }) => record.outcome)).toEqual([
      'failed',
      'success',
    ]);
    expect(theirs.body.changes).toEqual([]);
    expect((await call(t, 'GET', '/api/auth/security-activity')).status).toBe(401);
  });
});
