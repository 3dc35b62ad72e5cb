import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_LIFETIME_S } from '@vaultline/contracts';
import { keyedHash, sameHash } from '../crypto/keys';

/**
 * The admin remote's files are only served to staff sessions (defence in depth: the API's own
 * guards are the real control). Browsers load remote files with plain requests, no bearer token,
 * so staff sessions also carry this httpOnly cookie, scoped to the admin remote's folder: the
 * staff user's id, their session's id and an expiry, signed with a server key. The server also
 * checks that the session is still open, so signing out ends the cookie too.
 */
export const STAFF_ASSETS_COOKIE = 'vaultline_staff_assets';
export const STAFF_ASSETS_REMOTE = 'mfe_admin';
export const STAFF_ASSETS_PATH = `/remotes/${STAFF_ASSETS_REMOTE}`;
const LIFETIME_S = COOKIE_LIFETIME_S.staffAssets;

/** `<user id>.<session id>.<expiry, unix seconds>.<signature>`, nothing before or after. */
const COOKIE_FORMAT = /^([0-9a-f-]{36})\.([0-9a-f-]{36})\.(\d{10})\.([0-9a-f]{64})$/;

export interface StaffAssetsSession {
  userId: string;
  sessionId: string;
}

export function setStaffAssetsCookie(
  reply: FastifyReply,
  key: Buffer,
  session: StaffAssetsSession,
  secure: boolean,
): void {
  const expires = Math.floor(Date.now() / 1000) + LIFETIME_S;
  const signed = `${session.userId}.${session.sessionId}.${expires}`;
  reply.setCookie(STAFF_ASSETS_COOKIE, `${signed}.${keyedHash(key, signed)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: STAFF_ASSETS_PATH,
    maxAge: LIFETIME_S,
  });
}

export function clearStaffAssetsCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(STAFF_ASSETS_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: STAFF_ASSETS_PATH,
  });
}

/** The session a genuine, unexpired cookie names (exactly as signed); null otherwise. */
export function staffAssetsSession(
  request: FastifyRequest,
  key: Buffer,
): StaffAssetsSession | null {
  const value = request.cookies?.[STAFF_ASSETS_COOKIE];
  const match = typeof value === 'string' ? COOKIE_FORMAT.exec(value) : null;
  if (!match) return null;
  const [, userId, sessionId, expires, signature] = match;
  if (!userId || !sessionId || !signature || Number(expires) < Date.now() / 1000) return null;
  return sameHash(signature, keyedHash(key, `${userId}.${sessionId}.${expires}`))
    ? { userId, sessionId }
    : null;
}
