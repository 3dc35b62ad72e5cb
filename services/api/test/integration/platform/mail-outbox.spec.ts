import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/**
 * Queued mail does not wait for the poller: the request that queued it wakes the job runner once
 * its transaction has committed. The poller here runs once a minute, so only the wake-up can
 * deliver within the test.
 */
describe.each(databaseKinds())('mail outbox with the poller on (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { jobsPollMs: 60_000 });
  });
  afterAll(() => t.close());

  it('delivers a reset link and a notice within a second or two of the answer', async () => {
    const user = await newCustomer(t);
    const since = t.mail.messages.length;
    const asked = Date.now();
    expect(
      (await call(t, 'POST', '/api/auth/password/forgot', { body: { email: user.email } })).status,
    ).toBe(200);
    await t.mail.waitFor(user.email, /Reset your Vaultline password/, since);
    expect(Date.now() - asked).toBeLessThan(2_000);

    const newPassword = 'a changed long passphrase';
    const changedAt = Date.now();
    const changed = await call(t, 'POST', '/api/auth/password/change', {
      token: user.accessToken,
      body: { currentPassword: STRONG_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    await t.mail.waitFor(user.email, /password was changed/, since);
    expect(Date.now() - changedAt).toBeLessThan(2_000);
  });
});
