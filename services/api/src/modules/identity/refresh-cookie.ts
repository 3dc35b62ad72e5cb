import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../platform/web/first-visit-page';
import type { IssuedRefreshToken } from './sessions.service';

export const REFRESH_COOKIE = 'vaultline_refresh';
/** The cookie only travels to the endpoints that need it (refresh, sign-out). */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function setRefreshCookie(
  reply: FastifyReply,
  issued: IssuedRefreshToken,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
    // "Remember me" off: a browser-session cookie (no Max-Age); the server still ends it after 12 hours.
    ...(issued.persistent ? { expires: issued.expiresAt } : {}),
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(issued.persistent ? { expires: issued.expiresAt } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
  });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : null;
}
