import type { FastifyReply, FastifyRequest } from 'fastify';
import { keyedHash, sameHash } from '../crypto/keys';

/**
 * The admin remote's files are only served to staff sessions (defence in depth: the API's own
 * guards are the real control). Browsers load remote files with plain requests, no bearer token,
 * so staff sessions also carry this httpOnly cookie, scoped to the admin remote's folder: the
 * staff user's id and an expiry, signed with a server key.
 */
export const STAFF_ASSETS_COOKIE = 'vaultline_staff_assets';
export const STAFF_ASSETS_PATH = '/remotes/mfe_admin';
const LIFETIME_S = 12 * 60 * 60;

export function setStaffAssetsCookie(reply: FastifyReply, key: Buffer, userId: string, secure: boolean): void {
  const expires = Math.floor(Date.now() / 1000) + LIFETIME_S;
  const value = `${userId}.${expires}.${keyedHash(key, `${userId}.${expires}`)}`;
  reply.setCookie(STAFF_ASSETS_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure, path: STAFF_ASSETS_PATH, maxAge: LIFETIME_S });
}

export function clearStaffAssetsCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(STAFF_ASSETS_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: STAFF_ASSETS_PATH });
}

/** The staff user id a genuine, unexpired cookie names; null otherwise. */
export function staffAssetsUser(request: FastifyRequest, key: Buffer): string | null {
  const value = request.cookies?.[STAFF_ASSETS_COOKIE];
  const [userId, expires, signature] = typeof value === 'string' ? value.split('.') : [];
  if (!userId || !expires || !signature || Number(expires) < Date.now() / 1000) return null;
  return sameHash(signature, keyedHash(key, `${userId}.${expires}`)) ? userId : null;
}
