import { deflateSync } from 'node:zlib';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { databaseKinds } from '../../support/databases';
import type { CallResult } from '../../support/http';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newEmail, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** A real, minimal PNG of the given size (1 row of grey pixels). */
function png(width = 1): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 128)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe.each(databaseKinds())('profile (%s)', (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await newCustomer(t);
  });
  afterAll(() => t.close());

  const patch = (body: unknown) => call(t, 'PATCH', '/api/me', { token: user.accessToken, body });

  it('shows the user to themselves without any secret', async () => {
    const response = await call(t, 'GET', '/api/me', { token: user.accessToken });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'address',
        'avatarUrl',
        'biometricEnabled',
        'createdAt',
        'dateOfBirth',
        'email',
        'emailVerified',
        'firstName',
        'hasPin',
        'id',
        'lastName',
        'mobile',
        'mustChangePassword',
        'notifications',
        'role',
        'twoFactorEnabled',
      ].sort(),
    );
    expect(response.text).not.toMatch(
      /argon2|passwordHash|password_hash|pinHash|pin_hash|tokenVersion|token_version/i,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('updates own names and contact details, and clears them with empty strings', async () => {
    const updated = await patch({
      firstName: 'grace',
      mobile: '+1 (555) 010-2000',
      address: '1 Main St',
      dateOfBirth: '1990-02-03',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      firstName: 'grace',
      mobile: '+1 (555) 010-2000',
      address: '1 Main St',
      dateOfBirth: '1990-02-03',
    });
    const cleared = await patch({ mobile: '', address: '' });
    expect(cleared.body).toMatchObject({ mobile: null, address: null, dateOfBirth: '1990-02-03' });
  });

  it.each([
    ['{"role":"admin"}'],
    ['{"emailVerified":true}'],
    ['{"email":"new@example.com"}'],
    ['{"id":"00000000-0000-4000-8000-000000000000"}'],
    ['{"balance":1000000}'],
    ['{"tokenVersion":0}'],
    ['{"firstName":"x","isAdmin":true}'],
    ['{"dateOfBirth":"1990-02-31"}'],
    ['{"mobile":"call me maybe"}'],
    ['{"__proto__":{"role":"admin"},"firstName":"y"}'],
    ['{"constructor":{"prototype":{"role":"admin"}}}'],
  ])('refuses mass assignment or bad input %s and changes nothing', async (payload) => {
    const before = await call(t, 'GET', '/api/me', { token: user.accessToken });
    const response = await call(t, 'PATCH', '/api/me', {
      token: user.accessToken,
      raw: { contentType: 'application/json', payload },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect((await call(t, 'GET', '/api/me', { token: user.accessToken })).body).toEqual(
      before.body,
    );
  });

  it('keeps notification and security preferences on the server', async () => {
    const response = await call(t, 'PATCH', '/api/me/preferences', {
      token: user.accessToken,
      body: { notifications: { sms: true }, biometricEnabled: true },
    });
    expect(response.body.notifications).toEqual({
      email: true,
      sms: true,
      push: true,
      marketing: false,
    });
    expect(response.body.biometricEnabled).toBe(true);
    expect(
      (await call(t, 'GET', '/api/me', { token: user.accessToken })).body.notifications.sms,
    ).toBe(true);
  });

  it('stores a picture and serves it with its content type from an unguessable URL', async () => {
    const image = png(4);
    const response = await call(t, 'PUT', '/api/me/avatar', {
      token: user.accessToken,
      raw: { contentType: 'image/png', payload: image },
    });
    expect(response.status).toBe(200);
    expect(response.body.avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url: response.body.avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    [
      'HTML claiming to be a PNG',
      'image/png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      415,
    ],
    [
      'an SVG',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
    ],
    [
      'a JPEG labelled as PNG',
      'image/png',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]),
      415,
    ],
    [
      'an image over 2 MB',
      'image/png',
      Buffer.concat([png(1), Buffer.alloc(2 * 1024 * 1024)]),
      413,
    ],
  ])('refuses %s', async (_case, contentType, payload, status) => {
    const response: CallResult = await call(t, 'PUT', '/api/me/avatar', {
      token: user.accessToken,
      raw: { contentType, payload },
    });
    expect(response.status).toBe(status);
  });

  it('changes the email only with the password, a code sent to the new address and one to the current', async () => {
    const other = await newCustomer(t);
    const newAddress = newEmail('moved');
    const wrong = await call(t, 'POST', '/api/me/email', {
      token: other.accessToken,
      body: { newEmail: newAddress, password: 'not my password' },
    });
    expect(wrong.body.code).toBe('AUTH_CURRENT_PASSWORD_WRONG');
    const started = await call(t, 'POST', '/api/me/email', {
      token: other.accessToken,
      body: { newEmail: newAddress, password: STRONG_PASSWORD },
    });
    expect(started.status).toBe(200);
    await t.app.get(JobsService).runDue();
    await t.mail.waitFor(other.email, /email is being changed/);
    const code = await t.mail.codeFor(newAddress, /Confirm your new Vaultline email/);
    const currentCode = await t.mail.codeFor(other.email, /Confirm the change/);
    const confirmed = await call(t, 'POST', '/api/me/email/verify', {
      token: other.accessToken,
      body: { code, currentCode },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: newAddress, emailVerified: true });
  });

  it('never puts a planted password, code or token in any response', async () => {
    const planted = 'planted-Secret-passphrase-42';
    const email = newEmail('planted');
    const since = t.mail.messages.length;
    const texts: string[] = [];
    const record = (response: CallResult) => (
      texts.push(response.text + JSON.stringify(response.headers)),
      response
    );
    record(
      await call(t, 'POST', '/api/auth/register', {
        body: { firstName: 'p', lastName: 'q', email, password: planted },
      }),
    );
    const code = await t.mail.codeFor(email, /verification code/, since);
    record(
      await call(t, 'POST', '/api/auth/email/verify', {
        body: { email, code: code === '000000' ? '000001' : '000000' },
      }),
    );
    const verified = record(
      await call(t, 'POST', '/api/auth/email/verify', { body: { email, code } }),
    );
    // The browser that verified the address is trusted: the password alone signs it in.
    const signedIn = record(
      await call(t, 'POST', '/api/auth/sign-in', {
        body: { email, password: planted },
        device: verified.deviceCookie,
      }),
    );
    const refreshed = record(
      await call(t, 'POST', '/api/auth/refresh', { cookie: signedIn.refreshCookie }),
    );
    record(await call(t, 'GET', '/api/me', { token: refreshed.body.accessToken }));
    record(await call(t, 'GET', '/api/auth/sessions', { token: refreshed.body.accessToken }));
    const all = texts.join('\n');
    expect(all).not.toContain(planted);
    expect(all).not.toContain(code);
    // Refresh tokens only travel in Set-Cookie headers, never in a body.
    expect(
      texts.filter((text) => text.includes(String(signedIn.refreshCookie).split('.')[1])).length,
    ).toBe(1);
  });
});
