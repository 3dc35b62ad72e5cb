import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_LIFETIME_S } from '@vaultline/contracts';

/** A browser's canary bucket: random, kept a year, sent only to the registry. */
export const CANARY_BUCKET_COOKIE = 'vaultline_bucket';
const BUCKET_FORMAT = /^[A-Za-z0-9_-]{22,64}$/;
const LIFETIME_S = COOKIE_LIFETIME_S.canaryBucket;

/**
 * The browser's bucket from its cookie, or a new one set on the answer: a browser gets the same
 * canary answer on every reload until the share changes.
 */
export function canaryBucket(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const existing = request.cookies[CANARY_BUCKET_COOKIE];
  if (existing && BUCKET_FORMAT.test(existing)) return existing;
  const bucket = randomBytes(18).toString('base64url');
  reply.setCookie(CANARY_BUCKET_COOKIE, bucket, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/platform/remotes',
    maxAge: LIFETIME_S,
  });
  return bucket;
}
