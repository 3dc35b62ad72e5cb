import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call } from '../../support/http';
import { registerVerified, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/**
 * Security review, issue 36, item 5: the router decodes "/%61pi/..." to an API route, so a check on
 * the raw URL let it past the flood guard, the cross-site check and the no-store default. Every
 * spelling of /api but the canonical one is refused before any handler runs.
 */
function spellings(rest: string): string[] {
  const letter = `%${rest.charCodeAt(1).toString(16)}`;
  return [
    `/%61pi${rest}`, // an encoded letter
    `/%61%70%69${rest}`,
    `/API${rest}`, // case variants
    `/Api${rest}`,
    `//api${rest}`, // doubled slashes
    `/api/${rest}`,
    `/./api${rest}`, // dot segments, plain and encoded
    `/x/../api${rest}`,
    `/%2e/api${rest}`,
    `/api/.${rest}`,
    `/api/x/..${rest}`,
    `/api/..${rest}`,
    `/api/${letter}${rest.slice(2)}`, // an encoded letter further on
    `/api%2f${rest.slice(1)}`, // a hidden separator
    `/api\\${rest.slice(1)}`,
  ];
}

interface RawAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Sends the path byte for byte over a real socket: Fastify's inject (and any URL class) would
 * resolve "/./api" before the app saw it, as no attacker's client has to.
 */
async function sendRaw(
  t: TestApp,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  payload?: string,
): Promise<RawAnswer> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () =>
        resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function expectRefused(url: string, response: RawAnswer) {
  const problem = (() => {
    try {
      return JSON.parse(response.body) as { code?: string };
    } catch {
      return {};
    }
  })();
  expect({
    url,
    status: response.statusCode,
    type: response.headers['content-type'],
    cacheControl: response.headers['cache-control'],
    cookie: response.headers['set-cookie'],
    code: problem.code,
  }).toEqual({
    url,
    status: 404,
    type: 'application/problem+json; charset=utf-8',
    cacheControl: 'no-store',
    cookie: undefined,
    code: 'NOT_FOUND',
  });
}

describe('spellings of /api', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('refuses a cross-site sign-in however /api is spelled: a 404 problem, no cookie', async () => {
    const { email } = await registerVerified(t);
    for (const url of spellings('/auth/sign-in')) {
      const response = await sendRaw(
        t,
        'POST',
        url,
        { 'content-type': 'application/json', origin: 'https://evil.example' },
        JSON.stringify({ email, password: STRONG_PASSWORD, rememberMe: false }),
      );
      expectRefused(url, response);
    }
  });

  it('answers a read by any other spelling with a 404 problem that is never cached, not the data', async () => {
    for (const url of spellings('/health/live')) {
      expectRefused(url, await sendRaw(t, 'GET', url));
    }
  });

  it('still serves the canonical path, escapes of other characters and a query with escapes', async () => {
    expect((await call(t, 'GET', '/api/health/live')).status).toBe(200);
    expect((await call(t, 'GET', '/api/health/live?probe=%61')).status).toBe(200);
    const malformed = await call(t, 'GET', '/api/transactions/%E0%A4%A');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const shell = await t.app.inject({ method: 'GET', url: '/%64ashboard' });
    expect(shell.statusCode).not.toBe(404);
  });
});

describe('the flood guard, whatever the spelling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { rateLimitPerMinute: 3 });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('lets no spelling of an API path reach a handler once an address is over the limit', async () => {
    // Every request comes from 127.0.0.1 here: the socket's own address.
    for (let i = 0; i < 3; i += 1)
      expect((await sendRaw(t, 'GET', '/api/health')).statusCode).toBe(200);
    expect((await sendRaw(t, 'GET', '/api/health')).statusCode).toBe(429);
    for (const url of spellings('/health')) {
      const response = await sendRaw(t, 'GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.21',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
