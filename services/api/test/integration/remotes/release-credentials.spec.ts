import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer, newEmail, newStaff } from '../../support/identity';
import { buildRelease, publishBody } from '../../support/releases';
import type { TestApp } from '../../support/test-app';
import { startTestApp, TEST_OPS_TOKEN } from '../../support/test-app';

describe.each(databaseKinds())('release credentials on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const credentials = (
    method: string,
    path = '',
    body?: object,
    token: string | null = TEST_OPS_TOKEN,
  ) => call(t, method, `/api/platform/credentials${path}`, { token, body });
  const publish = (version: string, token: string) => {
    buildRelease(t, 'mfe_banking', version);
    return call(t, 'POST', '/api/platform/remotes/mfe_banking/releases', {
      token,
      body: publishBody('mfe_banking', version),
    });
  };

  it('lets ops create a credential whose token is shown once and works at once, and revoke it', async () => {
    const created = await credentials('POST', '', {
      name: 'banking-team-ci',
      scope: 'mfe_banking',
    });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^vrc_[A-Za-z0-9_-]{43}$/);
    const listed = await credentials('GET');
    expect(listed.text).not.toContain(created.body.token);
    expect(listed.body.credentials).toContainEqual(
      expect.objectContaining({ name: 'banking-team-ci', scope: 'mfe_banking', revokedAt: null }),
    );
    expect((await publish('1.0.0', created.body.token)).status).toBe(201);
    expect((await credentials('POST', `/${created.body.id}/revoke`)).body.revokedAt).not.toBeNull();
    expect((await publish('1.0.1', created.body.token)).status).toBe(401);
  });

  it('keeps names unique among active credentials, and credentials out of credential management', async () => {
    const body = { name: 'public-team', scope: 'mfe_public' };
    expect((await credentials('POST', '', body)).status).toBe(201);
    const again = await credentials('POST', '', body);
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: 'REMOTES_CREDENTIAL_NAME_TAKEN',
    });
    expect((await credentials('POST', '', { name: 'x', scope: 'mfe_public' })).status).toBe(400);
    expect((await credentials('POST', '', { name: 'sneaky', scope: 'ops' })).status).toBe(400);
    for (const token of [t.releaseTokens.mfe_public, t.releaseTokens['staff-provisioning'], null]) {
      expect(
        (await credentials('POST', '', { name: 'more', scope: 'mfe_admin' }, token)).status,
      ).toBe(401);
      expect((await credentials('GET', '', undefined, token)).status).toBe(401);
    }
  });

  it('creates staff accounts with the staff-provisioning credential only', async () => {
    const person = { email: newEmail('staff'), firstName: 'sam', lastName: 'staff' };
    for (const token of [TEST_OPS_TOKEN, t.releaseTokens.mfe_admin]) {
      expect((await call(t, 'POST', '/api/platform/admins', { token, body: person })).status).toBe(
        403,
      );
    }
    expect(
      (
        await call(t, 'POST', '/api/platform/admins', {
          token: t.releaseTokens['staff-provisioning'],
          body: person,
        })
      ).status,
    ).toBe(201);
  });

  it('shows staff, and only staff, every remote’s releases read-only', async () => {
    const staff = await newStaff(t);
    const overview = await call(t, 'GET', '/api/admin/releases', { token: staff.accessToken });
    expect(overview.status).toBe(200);
    const banking = overview.body.remotes.find(
      (remote: { name: string }) => remote.name === 'mfe_banking',
    );
    expect(banking).toEqual(expect.objectContaining({ live: null, canary: null, knownGood: [] }));
    expect(
      banking.history.map((event: { action: string; actor: string }) => [
        event.action,
        event.actor,
      ]),
    ).toEqual([['publish', 'banking-team-ci']]);
    const customer = await newCustomer(t);
    expect(
      (await call(t, 'GET', '/api/admin/releases', { token: customer.accessToken })).status,
    ).toBe(403);
  });
});
