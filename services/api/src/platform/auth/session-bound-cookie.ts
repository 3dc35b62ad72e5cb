import type { FastifyReply, FastifyRequest } from 'fastify';
import { keyedHash, sameHash } from '../crypto/keys';

/**
 * A cookie that lets plain browser requests (no bearer token: a script file, a page) be tied to a
 * session: httpOnly, strictly same-site, scoped to the one path that reads it, holding the user's
 * id, their session's id and an expiry, signed with a server key. Whoever reads it must also check
 * that the session is still open, so signing out ends the cookie too.
 */
export interface SessionBoundCookie {
  name: string;
  path: string;
  lifetimeS: number;
}

export interface CookieSession {
  userId: string;
  sessionId: string;
}

/** `<user id>.<session id>.<expiry, unix seconds>.<signature>`, nothing before or after. */
const COOKIE_FORMAT = /^([0-9a-f-]{36})\.([0-9a-f-]{36})\.(\d{10})\.([0-9a-f]{64})$/;

export function setSessionBoundCookie(
  reply: FastifyReply,
  cookie: SessionBoundCookie,
  key: Buffer,
  session: CookieSession,
  secure: boolean,
): void {
  const expires = Math.floor(Date.now() / 1000) + cookie.lifetimeS;
  const signed = `${session.userId}.${session.sessionId}.${expires}`;
  reply.setCookie(cookie.name, `${signed}.${keyedHash(key, signed)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: cookie.path,
    maxAge: cookie.lifetimeS,
  });
}

export function clearSessionBoundCookie(
  reply: FastifyReply,
  cookie: SessionBoundCookie,
  secure: boolean,
): void {
  reply.clearCookie(cookie.name, { httpOnly: true, sameSite: 'strict', secure, path: cookie.path });
}

/** The session a genuine, unexpired cookie names (exactly as signed); null otherwise. */
export function sessionOfCookie(
  request: FastifyRequest,
  cookie: SessionBoundCookie,
  key: Buffer,
): CookieSession | null {
  const value = request.cookies?.[cookie.name];
  const match = typeof value === 'string' ? COOKIE_FORMAT.exec(value) : null;
  if (!match) return null;
  const [, userId, sessionId, expires, signature] = match;
  if (!userId || !sessionId || !signature || Number(expires) < Date.now() / 1000) return null;
  return sameHash(signature, keyedHash(key, `${userId}.${sessionId}.${expires}`))
    ? { userId, sessionId }
    : null;
}
