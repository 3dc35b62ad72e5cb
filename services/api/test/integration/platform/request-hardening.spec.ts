import { call } from '../../support/http';
import { newCustomer, newEmail, registerVerified, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** Security review, issue 14: what reaches the API before any route runs (items 1, 8, 11 and 12). */
describe('request hardening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  const signInBody = (email: string) =>
    JSON.stringify({ email, password: STRONG_PASSWORD, rememberMe: false });

  describe('bodies (item 1)', () => {
    it('refuses an image body on any route but the avatar upload, small and without reading it', async () => {
      const image = Buffer.alloc(1024 * 1024, 7);
      const started = Date.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'image/png' },
        payload: image,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(response.body.length).toBeLessThan(500);
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('takes nothing but an image on the avatar route', async () => {
      const user = await newCustomer(t);
      const json = await t.app.inject({
        method: 'PUT',
        url: '/api/me/avatar',
        headers: {
          authorization: `Bearer ${user.accessToken}`,
          'content-type': 'application/json',
        },
        payload: '{"a":1}',
      });
      expect(json.statusCode).toBe(415);
    });

    it('refuses form-encoded and plain-text bodies (the shapes a cross-site form can send)', async () => {
      const { email } = await registerVerified(t);
      for (const [contentType, payload] of [
        [
          'application/x-www-form-urlencoded',
          `email=${encodeURIComponent(email)}&password=${encodeURIComponent(STRONG_PASSWORD)}`,
        ],
        ['text/plain', signInBody(email)],
        [
          'multipart/form-data; boundary=x',
          `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--`,
        ],
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: { 'content-type': contentType },
          payload,
        });
        expect({
          contentType,
          status: response.statusCode,
          cookie: response.headers['set-cookie'],
        }).toEqual({
          contentType,
          status: 415,
          cookie: undefined,
        });
      }
    });

    it('lists at most 20 validation issues, each short, however many keys a body has', async () => {
      const body = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
      const response = await call(t, 'POST', '/api/auth/sign-in', { body });
      expect(response.status).toBe(400);
      expect(response.body.details.length).toBeLessThanOrEqual(20);
      expect(response.text.length).toBeLessThan(10_000);
    });
  });

  describe('cross-site requests (item 8)', () => {
    it('refuses a sign-in a browser sends from another site, and sets no cookie', async () => {
      const { email } = await registerVerified(t);
      for (const headers of [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: { 'content-type': 'application/json', ...headers },
          payload: signInBody(email),
        });
        expect({
          headers,
          status: response.statusCode,
          code: response.json().code,
          cookie: response.headers['set-cookie'],
        }).toEqual({
          headers,
          status: 403,
          code: 'CROSS_SITE_REQUEST',
          cookie: undefined,
        });
      }
    });

    it('lets the portal itself and programs without a browser sign in', async () => {
      const { email } = await registerVerified(t);
      const allowed = [
        { origin: 'http://localhost:4200', 'sec-fetch-site': 'same-origin' },
        { origin: 'http://localhost:80' },
        {},
      ];
      for (const headers of allowed) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: { 'content-type': 'application/json', host: 'localhost:80', ...headers },
          payload: signInBody(email),
        });
        expect({ headers, status: response.statusCode }).toEqual({ headers, status: 200 });
      }
    });
  });

  describe('headers and addresses (item 12)', () => {
    it('answers a malformed URL with the error shape and the security headers, not echoing it', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/transactions/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The address of this request is not valid.',
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('lets the configured remote origins into the content security policy', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
    });
  });
});

describe('per-address rate limit (item 11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { rateLimitPerMinute: 5 });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, per client address, and never for static files', async () => {
    const health = (remoteAddress: string) => call(t, 'GET', '/api/health', { remoteAddress });
    for (let i = 0; i < 5; i += 1) expect((await health('203.0.113.5')).status).not.toBe(429);
    const refused = await health('203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await health('203.0.113.6')).status).not.toBe(429);
    const page = await t.app.inject({ method: 'GET', url: '/login', remoteAddress: '203.0.113.5' });
    expect(page.statusCode).not.toBe(429);
  });

  it('refuses a sign-up flood from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const body = {
        firstName: 'ada',
        lastName: 'lovelace',
        email: newEmail('flood'),
        password: STRONG_PASSWORD,
      };
      statuses.push(
        (await call(t, 'POST', '/api/auth/register', { body, remoteAddress: '203.0.113.7' }))
          .status,
      );
    }
    expect(statuses.slice(0, 5).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('API reference in production (item 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { apiDocs: 'off' });
  });
  afterAll(() => t.close());

  it('is not served when turned off', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/openapi.json',
      '/api/docs/assets/swagger-ui-bundle.js',
    ]) {
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({
        url,
        status: 404,
      });
    }
  });
});
