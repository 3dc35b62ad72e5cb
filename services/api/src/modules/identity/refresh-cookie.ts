import type { FastifyReply, FastifyRequest } from 'fastify';
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
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
  });
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : null;
}
