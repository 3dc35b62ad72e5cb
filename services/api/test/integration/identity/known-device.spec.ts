import { deriveKey, keyedHash } from '../../../src/platform/crypto/keys';
import { databaseKinds } from '../../support/databases';
import type { CallResult } from '../../support/http';
import { call } from '../../support/http';
import { registerVerified, signIn as fullSignIn, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const ATTACKER = '203.0.113.66';
const WRONG = 'not the password at all';

function deviceCookieOf(response: CallResult): string {
  const line = response.setCookie.find((cookie) => cookie.startsWith('vaultline_device='));
  if (!line) throw new Error(`No device cookie in ${JSON.stringify(response.setCookie)}`);
  return line.split(';')[0].slice('vaultline_device='.length);
}

/** A few wrong passwords from elsewhere must not lock the real user out of a browser they signed in from before. */
describe.each(databaseKinds())('known devices (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = (
    email: string,
    password: string,
    options: { device?: string; remoteAddress?: string } = {},
  ) =>
    call(t, 'POST', '/api/auth/sign-in', {
      body: { email, password },
      headers: options.device ? { cookie: `vaultline_device=${options.device}` } : {},
      remoteAddress: options.remoteAddress,
    });

  /** Five wrong passwords from another address and no cookie: the account is blocked for everyone else. */
  async function lockFromElsewhere(email: string): Promise<void> {
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(email, WRONG, { remoteAddress: ATTACKER })).status).toBe(401);
    expect((await signIn(email, STRONG_PASSWORD, { remoteAddress: ATTACKER })).status).toBe(429);
    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(429);
  }

  /** The device cookie of a browser that signed in with its emailed code. */
  const knownDevice = async (email: string) =>
    (await fullSignIn(t, email, STRONG_PASSWORD)).deviceCookie;

  it('gives a browser that signed in a long-lived, httpOnly, SameSite=Strict device cookie for /api/auth', async () => {
    const { email } = await registerVerified(t);
    const since = t.mail.messages.length;
    const asked = await signIn(email, STRONG_PASSWORD);
    const code = await t.mail.codeFor(email, /sign-in code/, since);
    const first = await call(t, 'POST', '/api/auth/sign-in/code', {
      body: { challengeId: asked.body.challengeId, code },
    });
    const line = first.setCookie.find((cookie) => cookie.startsWith('vaultline_device=')) as string;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(line).toMatch(/Path=\/api\/auth(;|$)/);
    expect(Number(/Max-Age=(\d+)/i.exec(line)?.[1])).toBe(180 * 24 * 3600);
    expect(deviceCookieOf(first)).toMatch(/^[A-Za-z0-9_-]{22}\.\d{10}\.[0-9a-f]{64}$/);
  });

  it('still signs in the real user from a known device while the account is blocked for everyone else', async () => {
    const { email } = await registerVerified(t);
    const device = await knownDevice(email);
    await lockFromElsewhere(email);
    const mine = await signIn(email, STRONG_PASSWORD, { device });
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('signed_in');
    // The attacker is still blocked.
    expect((await signIn(email, STRONG_PASSWORD, { remoteAddress: ATTACKER })).status).toBe(429);
  });

  it('throttles a known device that guesses wrong itself, on its own counter', async () => {
    const { email } = await registerVerified(t);
    const device = await knownDevice(email);
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => signIn(email, WRONG, { device })),
    );
    expect(tries.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(tries.filter((answer) => answer.status === 429)).toHaveLength(7);
    expect((await signIn(email, STRONG_PASSWORD, { device })).status).toBe(429);
    // The device's failures were its own: a browser without the cookie is not blocked by them.
    expect((await signIn(email, STRONG_PASSWORD, { remoteAddress: '198.51.100.9' })).status).toBe(
      200,
    );
  });

  it("does not let a forged, altered, padded, expired or other account's cookie past the block", async () => {
    const { email } = await registerVerified(t);
    const other = await registerVerified(t);
    const genuine = await knownDevice(email);
    const othersCookie = await knownDevice(other.email);
    await lockFromElsewhere(email);
    const [deviceId, expires, mac] = genuine.split('.');
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('0') ? '1' : '0'}`;
    const forgeries = [
      othersCookie,
      `${deviceId}.${expires}.${flip(mac)}`,
      `${flip(deviceId)}.${expires}.${mac}`,
      `${deviceId}.${Number(expires) + 1}.${mac}`,
      `${deviceId}.${expires}.${mac}00`,
      `${deviceId}.${expires}.${mac}zz`,
      `${genuine}.extra`,
      `${deviceId}.${expires}.${mac.toUpperCase()}`,
      `${deviceId}.1000000000.${mac}`,
      `${deviceId}.${expires}`,
      'A'.repeat(22) + `.${expires}.` + '0'.repeat(64),
      signedByTheServer(email, deviceId, Math.floor(Date.now() / 1000) - 10),
    ];
    for (const device of forgeries) {
      const answer = await signIn(email, STRONG_PASSWORD, { device });
      expect([device, answer.status]).toEqual([device, 429]);
    }
    expect((await signIn(email, STRONG_PASSWORD, { device: genuine })).status).toBe(200);
    // The same recipe with a future expiry works: the expired one above was refused for its expiry alone.
    const earlierExpiry = signedByTheServer(email, deviceId, Number(expires) - 60);
    expect((await signIn(email, STRONG_PASSWORD, { device: earlierExpiry })).status).toBe(200);
  });

  /** A cookie made with the server's own key (as only the server can), here to test the expiry on its own. */
  function signedByTheServer(email: string, deviceId: string, expiresS: number): string {
    const key = deriveKey(t.config.appSecret, 'known-device');
    return `${deviceId}.${expiresS}.${keyedHash(key, `${deviceId}.${expiresS}.${email}`)}`;
  }
});
