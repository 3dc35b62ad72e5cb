import { ModulesContainer } from '@nestjs/core';
import { listRoutes } from '../../../src/platform/openapi/route-list';
import { startTestApp, TestApp } from '../../support/test-app';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers unknown API paths with the error shape, never HTML', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    }
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/mfe_banking/rollback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ version: 'x'.repeat(100_001) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The request is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses content types other than JSON with 415 and malformed JSON with 400', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/mfe_banking/rollback',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/mfe_banking/rollback',
      headers: { 'content-type': 'application/json' },
      payload: '{"version":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(Object.keys(badJson.json()).sort()).toEqual(['code', 'message']);
  });

  it('sends security headers and no-store on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every route a contract and an access rule', () => {
    const routes = listRoutes(t.app.get(ModulesContainer));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect({ route: `${route.method} ${route.path}`, contract: Boolean(route.contract) }).toEqual(
        {
          route: `${route.method} ${route.path}`,
          contract: true,
        },
      );
    }
  });

  it('publishes an OpenAPI document of every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const route of listRoutes(t.app.get(ModulesContainer))) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/api/docs/assets/swagger-ui-bundle.js',
    });
    expect(asset.statusCode).toBe(200);
  });
});
