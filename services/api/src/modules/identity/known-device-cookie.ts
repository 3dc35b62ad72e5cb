import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_LIFETIME_S } from '@vaultline/contracts';
import { keyedHash, sameHash } from '../../platform/crypto/keys';
import { REFRESH_COOKIE_PATH } from './refresh-cookie';

/**
 * A browser that has signed in to an account keeps this cookie for it: a random device id and an
 * expiry, signed with the 'known-device' key together with the account's email, so it vouches for
 * that account only. Sign-in counts a known device's failures per device instead of per account:
 * someone guessing passwords elsewhere cannot lock its owner out; and a device that passed a second
 * factor for the account lately (KnownDevicesService) may sign in without one. The password is
 * always checked, and the cookie only travels to the sign-in endpoints.
 */
export const KNOWN_DEVICE_COOKIE = 'vaultline_device';
const LIFETIME_S = COOKIE_LIFETIME_S.knownDevice;
/** `<device id: 16 random bytes, base64url>.<expiry, unix seconds>.<HMAC-SHA256, hex>`, and nothing else. */
const COOKIE_VALUE = /^([A-Za-z0-9_-]{22})\.(\d{10})\.([0-9a-f]{64})$/;

function signature(key: Buffer, deviceId: string, expiresS: string, email: string): string {
  return keyedHash(key, `${deviceId}.${expiresS}.${email}`);
}

/** A new device id: 16 random bytes. */
export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

/** Sets (or renews) the cookie for `deviceId`, vouching for this email's account only. */
export function setKnownDeviceCookie(
  reply: FastifyReply,
  key: Buffer,
  email: string,
  deviceId: string,
  secure: boolean,
): void {
  const expiresS = String(Math.floor(Date.now() / 1000) + LIFETIME_S);
  reply.setCookie(
    KNOWN_DEVICE_COOKIE,
    `${deviceId}.${expiresS}.${signature(key, deviceId, expiresS, email)}`,
    {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: REFRESH_COOKIE_PATH,
      maxAge: LIFETIME_S,
    },
  );
}

/** The device id of a genuine, unexpired cookie issued for this email; null for anything else. */
export function knownDeviceFor(request: FastifyRequest, key: Buffer, email: string): string | null {
  const value = request.cookies?.[KNOWN_DEVICE_COOKIE];
  const match = typeof value === 'string' ? COOKIE_VALUE.exec(value) : null;
  if (!match) return null;
  const [, deviceId, expiresS, mac] = match;
  if (!deviceId || !expiresS || !mac || Number(expiresS) <= Date.now() / 1000) return null;
  return sameHash(mac, signature(key, deviceId, expiresS, email)) ? deviceId : null;
}
