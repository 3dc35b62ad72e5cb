import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonErrorCode } from '@vaultline/contracts';
import { isApiRequest } from './api-path';
import { AppException } from './app.exception';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What Sec-Fetch-Site says of a request the page itself (or the user, typing a URL) made. */
const SAME_ORIGIN_FETCH = new Set(['same-origin', 'none']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a browser sent this request from another site. Browsers name the page's origin in
 * `Origin` and tell where a request comes from in `Sec-Fetch-Site`; a request with neither comes
 * from a program (the release CLI, curl), which no other site can make a victim's browser send.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = header(request, 'origin');
  const site = header(request, 'sec-fetch-site');
  // "null": a page whose referrer policy is no-referrer (the portal's) posting a form, or a sandboxed
  // or data: document; only the browser's own Sec-Fetch-Site can then say it came from this origin.
  if (origin === 'null') return site === undefined || !SAME_ORIGIN_FETCH.has(site);
  if (origin !== undefined)
    return !allowedOrigins.has(origin) && origin !== `${request.protocol}://${request.host}`;
  return site !== undefined && !SAME_ORIGIN_FETCH.has(site);
}

/**
 * Refuses state-changing API requests that a browser sent from another site (login CSRF, a form
 * posted from elsewhere): the refresh and device cookies are SameSite=Strict already, and bodies are
 * JSON only; this is the third, independent check. Allowed: this origin and the public URL's.
 */
export function refuseCrossSiteWrites(fastify: FastifyInstance, publicUrl: string): void {
  const allowed = new Set([new URL(publicUrl).origin]);
  fastify.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (isCrossSite(request, allowed)) {
      throw new AppException(
        403,
        CommonErrorCode.CROSS_SITE_REQUEST,
        'Requests from other sites are refused.',
      );
    }
  });
}
