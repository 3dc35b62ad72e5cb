import { ModulesContainer } from '@nestjs/core';
import { listRoutes } from '../../../src/platform/openapi/route-list';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers unknown API paths with RFC 9457 problem details, never HTML', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toEqual({
        type: 'urn:vaultline:problem:not-found',
        title: 'Not Found',
        status: 404,
        detail: 'Not found.',
        code: 'NOT_FOUND',
        requestId: response.headers['x-request-id'],
        message: 'Not found.',
      });
    }
  });

  it('carries the stable code, the details and the request id in every problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'not an email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      type: 'urn:vaultline:problem:validation-failed',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED',
      requestId: response.headers['x-request-id'],
      details: expect.arrayContaining([expect.objectContaining({ path: 'password' })]),
    });
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/mfe_banking/rollback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ version: 'x'.repeat(100_001) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
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
    // No parser text (positions, tokens) in the answer: the problem members only.
    expect(Object.keys(badJson.json()).sort()).toEqual([
      'code',
      'detail',
      'message',
      'requestId',
      'status',
      'title',
      'type',
    ]);
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

  it('opens only these routes to callers without a session or credential', () => {
    const open = listRoutes(t.app.get(ModulesContainer))
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(open).toEqual([
      'GET /api/avatars/{id}',
      'GET /api/docs',
      'GET /api/docs/init.js',
      'GET /api/docs/openapi.json',
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
      'GET /api/platform/landing',
      'GET /api/platform/remotes',
      'GET /api/platform/remotes/baseline',
      'POST /api/auth/email/send-code',
      'POST /api/auth/email/verify',
      'POST /api/auth/password/forgot',
      'POST /api/auth/password/reset',
      'POST /api/auth/refresh',
      'POST /api/auth/register',
      'POST /api/auth/sign-in',
      'POST /api/auth/sign-in/code',
      'POST /api/auth/sign-in/form',
      'POST /api/auth/sign-out',
      'POST /api/email-changes/cancel',
      'POST /api/platform/remotes/{name}/downgrades',
    ]);
  });

  it('publishes a valid OpenAPI document of every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const schemes = Object.keys(document.components.securitySchemes);
    const operationIds: string[] = [];
    const routes = listRoutes(t.app.get(ModulesContainer));
    // A route kept at its old path (replacedBy) is served but not documented; its new path is. A
    // plain HTML form's route (htmlForm) is served, not documented.
    const undocumented = (route: (typeof routes)[number]) =>
      Boolean(route.contract?.replacedBy || route.contract?.htmlForm);
    for (const hidden of routes.filter(undocumented))
      expect(document.paths[hidden.path]?.[hidden.method.toLowerCase()]).toBeUndefined();
    expect(routes.filter((route) => route.contract?.htmlForm).map((route) => route.path)).toEqual([
      '/api/auth/sign-in/form',
    ]);
    for (const route of routes.filter((listed) => !undocumented(listed))) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      const where = `${route.method} ${route.path}`;
      expect({
        where,
        summary: typeof operation?.summary === 'string' && operation.summary.length > 0,
      }).toEqual({ where, summary: true });
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter(
          (parameter: { in: string; required: boolean }) =>
            parameter.in === 'path' && parameter.required,
        )
        .map((parameter: { name: string }) => parameter.name)
        .sort();
      expect({ where, pathParams: declared }).toEqual({ where, pathParams });
      const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
      expect({ where, successes: success.length }).toEqual({ where, successes: 1 });
      expect(operation.responses).toMatchObject({
        '429': { $ref: '#/components/responses/Problem429' },
        '500': { $ref: '#/components/responses/Problem500' },
      });
      if (route.access !== 'public')
        expect({ where, unauthenticated: operation.responses['401'] }).toEqual({
          where,
          unauthenticated: { $ref: '#/components/responses/Problem401' },
        });
      expect(operation.tags).toEqual([route.path.split('/')[2]]);
      operationIds.push(operation.operationId);
      const security: Array<Record<string, unknown>> = operation.security ?? [];
      for (const requirement of security)
        for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
    expect(document.paths['/api/transfers'].post).toMatchObject({
      operationId: 'transfers.create',
      parameters: expect.arrayContaining([
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
      ]),
    });
    expect(document.components.responses.Problem503).toMatchObject({
      headers: { 'Retry-After': expect.any(Object) },
      content: { 'application/problem+json': { schema: expect.any(Object) } },
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/api/docs/assets/swagger-ui-bundle.js',
    });
    expect(asset.statusCode).toBe(200);
  });
});
