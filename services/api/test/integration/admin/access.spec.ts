import { ModulesContainer } from '@nestjs/core';
import { listRoutes } from '../../../src/platform/openapi/route-list';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer, newStaff } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds())('back office access (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const staffRoutes = () =>
    listRoutes(t.app.get(ModulesContainer)).filter(
      (route) => route.access === 'staff' || route.access === 'staff-or-ops',
    );
  const url = (path: string) => path.replace(/\{[^}]+\}/g, SOME_ID);

  it('marks every /api/admin route staff-only', () => {
    const admin = listRoutes(t.app.get(ModulesContainer)).filter((route) =>
      route.path.startsWith('/api/admin'),
    );
    expect(admin.length).toBeGreaterThan(20);
    expect(
      admin
        .filter((route) => route.access !== 'staff')
        .map((route) => `${route.method} ${route.path}`),
    ).toEqual([]);
  });

  it('answers every staff route 401 without a token and 403 to a customer, before looking at the request', async () => {
    const customer = await newCustomer(t);
    for (const route of staffRoutes()) {
      const anonymous = await call(t, route.method, url(route.path), {
        body: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.path}`, status: anonymous.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      const asCustomer = await call(t, route.method, url(route.path), {
        token: customer.accessToken,
        body: route.method === 'GET' ? undefined : {},
      });
      expect({ route: `${route.method} ${route.path}`, status: asCustomer.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
    }
  });

  it('lets staff in', async () => {
    const staff = await newStaff(t);
    expect((await call(t, 'GET', '/api/admin/overview', { token: staff.accessToken })).status).toBe(
      200,
    );
  });
});
