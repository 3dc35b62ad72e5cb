import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Whether the request carries the ops token (Authorization: Bearer <OPS_TOKEN>), compared in
 * constant time over digests, as the access guard compares it. For public routes that tell ops more
 * than anyone else (the health probes); routes for ops alone use @OpsOnly instead.
 */
export function presentsOpsToken(request: FastifyRequest, opsToken: string): boolean {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(opsToken));
}
