import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './app.exception';

/** Where the API is mounted (Nest's global prefix): the one spelling of it that is served. */
export const API_PREFIX = '/api';

/**
 * A percent-encoded unreserved character (RFC 3986 §2.3: letters, digits, "-", ".", "_", "~").
 * Encoding one names the same resource (§6.2.2.2), so a canonical path never does: "/%61pi" is a
 * second spelling of "/api" and only ever a way round a check on the raw URL.
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i;
/** A separator spelled so that the router sees no separator: an encoded "/" or "\", or a raw "\". */
const HIDDEN_SEPARATOR = /%2f|%5c|\\/i;

/** The path of a request target: what comes before its query (the router splits at "?" and "#"). */
export function rawPath(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Decodes every valid %XX once, as the router does (a run of escapes as UTF-8); a malformed escape
 * stays as it is, so this never throws.
 */
function percentDecode(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
    Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'),
  );
}

/**
 * The path as any reader could take it: decoded once, split on "/" and "\" (encoded or not), empty
 * and "." segments dropped, ".." resolved, lowercased. Two spellings of one place give the same list.
 */
export function normalisedSegments(path: string): string[] {
  const segments: string[] = [];
  for (const segment of percentDecode(path).split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.toLowerCase());
  }
  return segments;
}

/**
 * Whether a path names the API or something under it, read either way: its first segment as written
 * (decoded, any case), or its first segment once normalised ("/x/../api"). "/api/../x" counts too:
 * the router does not resolve "..", so a path that starts with /api is refused rather than served.
 */
export function isApiPath(path: string): boolean {
  const api = API_PREFIX.slice(1);
  const written = percentDecode(path).split(/[/\\]/)[1]?.toLowerCase();
  return written === api || normalisedSegments(path)[0] === api;
}

/**
 * Whether this request is an API request: the route the router matched is an API route, or the
 * path names /api (see isApiPath). The flood guard, the cross-site check and the `no-store` default
 * all ask this one question, so no spelling of a path passes one of them and not the others.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && isApiPath(route)) return true;
  return isApiPath(rawPath(request.url));
}

/**
 * Whether an API path is written the one way it is served: "/api" literally, no escaped letters or
 * digits, no empty, dot or hidden segments.
 */
export function isCanonicalApiPath(path: string): boolean {
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return false;
  if (ENCODED_UNRESERVED.test(path) || HIDDEN_SEPARATOR.test(path)) return false;
  return path
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * Refuses, with a 404 problem before any handler runs, an API request whose path is not written the
 * canonical way (/%61pi/..., /API/..., //api/..., /x/../api/..., /api/./...): the router would
 * decode some of these to an API route, and no check may depend on which spelling a client chose.
 */
export function refuseNonCanonicalApiPaths(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    const path = rawPath(request.url);
    if (isApiRequest(request) && !isCanonicalApiPath(path)) throw notFound();
  });
}
