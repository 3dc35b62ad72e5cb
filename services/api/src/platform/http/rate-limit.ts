import rateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CommonErrorCode } from '@vaultline/contracts';
import { isApiRequest } from './api-path';
import { AppException } from './app.exception';

const MINUTE_MS = 60_000;

/**
 * A per-address ceiling on every API route (static files apart), before any work is done for the
 * request: `perMinute` requests per client address per minute, then 429 with Retry-After. Counted in
 * this process's memory: with several instances behind a proxy each counts its own share. The
 * per-account and per-address throttles of sign-in, codes and mail are in the database and hold
 * across instances; this one is the coarse flood guard in front of them.
 */
export async function registerRateLimit(
  app: NestFastifyApplication,
  perMinute: number,
): Promise<void> {
  if (perMinute === 0) return;
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: MINUTE_MS,
    // Decided on the matched route or the normalised path, never the raw URL ("/%61pi/...").
    allowList: (request) => !isApiRequest(request),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) => {
      const retryAfterS = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppException(
        429,
        CommonErrorCode.RATE_LIMITED,
        `Too many requests. Please try again in ${retryAfterS} seconds.`,
        { retryAfterS },
      );
    },
  });
}
