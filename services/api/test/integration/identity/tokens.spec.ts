import { createHmac } from 'node:crypto';
import { deriveKey } from '../../../src/platform/crypto/keys';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe.each(databaseKinds())('access token attacks (%s)', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let claims: Record<string, unknown>;
  let key: Buffer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await newCustomer(t);
    claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1], 'base64url').toString());
    key = deriveKey(t.config.appSecret, 'access-token');
  });
  afterAll(() => t.close());

  /** A JWT signed with our real key (or `signWith`), so only the property under test is wrong. */
  function forge(
    header: Record<string, unknown>,
    payload: Record<string, unknown>,
    signWith: Buffer | string = key,
    hmac = 'sha256',
  ): string {
    const body = `${b64(header)}.${b64(payload)}`;
    return `${body}.${createHmac(hmac, signWith).update(body).digest('base64url')}`;
  }
  const now = () => Math.floor(Date.now() / 1000);
  const me = (token: string) => call(t, 'GET', '/api/me', { token });

  it('accepts the genuine token and a faithful re-signing of it (the forgery helper is sound)', async () => {
    expect((await me(user.accessToken)).status).toBe(200);
    expect((await me(forge({ alg: 'HS256', typ: 'JWT' }, claims))).status).toBe(200);
  });

  const attacks: Array<[string, () => string]> = [
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    [
      'algorithm confusion (HS512 with the same key)',
      () => forge({ alg: 'HS512', typ: 'JWT' }, claims, key, 'sha512'),
    ],
    ['stripped signature', () => user.accessToken.split('.').slice(0, 2).join('.') + '.'],
    [
      'edited role claim',
      () =>
        `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.${user.accessToken.split('.')[2]}`,
    ],
    [
      'exp in the past',
      () => forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now() - 3600, exp: now() - 60 }),
    ],
    ['exp missing', () => forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: undefined })],
    [
      'nbf in the future',
      () => forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, nbf: now() + 3600 }),
    ],
    ['wrong issuer', () => forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, iss: 'someone-else' })],
    ['wrong audience', () => forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: 'other-api' })],
    [
      'kid injection',
      () => forge({ alg: 'HS256', typ: 'JWT', kid: '../../../../dev/null' }, claims, ''),
    ],
    [
      'jku / x5u header',
      () =>
        forge(
          {
            alg: 'HS256',
            typ: 'JWT',
            jku: 'https://evil.example/jwks.json',
            x5u: 'https://evil.example/cert.pem',
          },
          claims,
          'attacker-key',
        ),
    ],
    ['a refresh token used as an access token', () => user.refreshCookie],
  ];

  it.each(attacks)('refuses %s with 401', async (_name, token) => {
    const response = await me(token());
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token for a session that was signed out', async () => {
    const other = await newCustomer(t);
    expect((await me(other.accessToken)).status).toBe(200);
    await call(t, 'POST', '/api/auth/sign-out', { cookie: other.refreshCookie });
    expect((await me(other.accessToken)).status).toBe(401);
  });
});
