import { fundedCustomer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer, newEmail } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** Security review, issue 14 item 11: what an attacker could repeat without end is counted, in the database. */
describe.each(databaseKinds())('request limits (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** Calls until the first 429; answers how many went through (at most `tries`). */
  async function passedBefore429(
    tries: number,
    send: (i: number) => Promise<{ status: number }>,
  ): Promise<number> {
    for (let i = 0; i < tries; i += 1) {
      const { status } = await send(i);
      if (status === 429) return i;
      expect(status).toBeLessThan(400);
    }
    return tries;
  }

  it('counts recipient checks per customer: the 31st in 15 minutes is refused, another customer is not', async () => {
    const probe = await fundedCustomer(t, 0);
    const other = await newCustomer(t);
    const check = (token: string, i: number) =>
      call(t, 'POST', '/api/transfers/check-recipient', {
        token,
        body: {
          accountNumber: `40000000${String(i).padStart(2, '0')}`,
          routingNumber: '011000015',
          name: 'Some Body',
        },
      });
    expect(await passedBefore429(31, (i) => check(probe.accessToken, i))).toBe(30);
    const refused = await check(probe.accessToken, 99);
    expect(refused.body.code).toBe('AUTH_THROTTLED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check(other.accessToken, 0)).status).toBe(200);
  });

  it('counts password-reset and code requests per client address, whatever the addresses asked for', async () => {
    const address = '198.51.100.40';
    const ask = (i: number) =>
      call(t, 'POST', i % 2 ? '/api/auth/password/forgot' : '/api/auth/email/send-code', {
        body: { email: newEmail('probe') },
        remoteAddress: address,
      });
    expect(await passedBefore429(31, ask)).toBe(30);
    const elsewhere = await call(t, 'POST', '/api/auth/password/forgot', {
      body: { email: newEmail('probe') },
      remoteAddress: '198.51.100.41',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('counts support requests per customer', async () => {
    const user = await newCustomer(t);
    const body = {
      email: user.email,
      category: 'account',
      subject: 'Hello',
      message: 'A question.',
    };
    expect(
      await passedBefore429(11, () =>
        call(t, 'POST', '/api/support', { token: user.accessToken, body }),
      ),
    ).toBe(10);
  });
});
