import { describeOnPostgres } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, STRONG_PASSWORD } from '../../support/identity';
import { TcpProxy } from '../../support/tcp-proxy';
import type { TestApp } from '../../support/test-app';
import { startTestApp, TEST_OPS_TOKEN } from '../../support/test-app';

/** Security review, issue 14 item 13: while PostgreSQL cannot be reached, clients are told to retry. */

describeOnPostgres('a database outage (postgres)', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let user: TestUser;
  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL as string);
    proxy = new TcpProxy(server.hostname, Number(server.port || 5432));
    const port = await proxy.start();
    t = await startTestApp('postgres', {}, { appDatabasePort: port });
    user = await newCustomer(t);
  });
  afterAll(async () => {
    await proxy.restore();
    await t.close();
    await proxy.cut();
  });

  const accounts = () => call(t, 'GET', '/api/accounts', { token: user.accessToken });
  const signIn = () =>
    call(t, 'POST', '/api/auth/sign-in', {
      body: { email: user.email, password: STRONG_PASSWORD, rememberMe: false },
    });

  it('answers 503 with Retry-After and a stable code while the database is gone, and serves again when it is back', async () => {
    expect((await accounts()).status).toBe(200);
    await proxy.cut();
    for (const response of [await accounts(), await signIn(), await accounts()]) {
      expect({ status: response.status, code: response.body.code }).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.text).not.toMatch(/ECONNREFUSED|terminated|postgres/i);
    }
    await proxy.restore();
    expect((await accounts()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
  });

  // A load balancer takes the instance out; nothing restarts it.
  it('is live but not ready while the database is gone', async () => {
    await proxy.cut();
    // Which check fails is for ops (the token); a load balancer needs only the 503.
    const ready = await call(t, 'GET', '/api/health/ready', { token: TEST_OPS_TOKEN });
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body.details.checks).toMatchObject({ database: 'failing', migrations: 'failing' });
    expect((await call(t, 'GET', '/api/health/live')).status).toBe(200);
    await proxy.restore();
    expect((await call(t, 'GET', '/api/health/ready')).status).toBe(200);
  });
});
