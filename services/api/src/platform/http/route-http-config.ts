import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  CHECK_IMAGE_MAX_BYTES,
  CHECK_IMAGE_TYPES,
  CommonErrorCode,
  DISPUTE_ATTACHMENT_MAX_BYTES,
  DISPUTE_ATTACHMENT_TYPES,
} from '@vaultline/contracts';
import { AppException } from './app.exception';

/** What a route tells Fastify (its route config): the body media types it takes. */
export interface RouteHttpConfig {
  bodyTypes: readonly string[];
}

/** Every route takes JSON bodies only, unless its contract names other types. */
export const JSON_BODY: readonly string[] = ['application/json'];
/** A plain HTML form (the drawn sign-in page's, before the app has arrived): its fields as strings. */
export const FORM_BODY: readonly string[] = ['application/x-www-form-urlencoded'];
const FORM_BODY_LIMIT = 8 * 1024;
/** The profile picture upload: a raw image body. */
export const IMAGE_BODY: readonly string[] = AVATAR_TYPES;
/** A photo of a check (front or back): a raw JPEG or PNG body. */
export const CHECK_IMAGE_BODY: readonly string[] = CHECK_IMAGE_TYPES;
/** Evidence for a dispute, or a file in a support conversation: a raw JPEG, PNG or PDF body. */
export const ATTACHMENT_BODY: readonly string[] = DISPUTE_ATTACHMENT_TYPES;
/** The most any raw-body route reads; each route's service holds its own, smaller or equal, limit. */
const IMAGE_BODY_LIMIT = Math.max(
  AVATAR_MAX_BYTES,
  CHECK_IMAGE_MAX_BYTES,
  DISPUTE_ATTACHMENT_MAX_BYTES,
);

/** A Content-Type header's media type, lower case, without its parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** The body types this request's route takes (JSON for a route without a contract, e.g. an unknown path). */
function acceptedTypes(request: FastifyRequest): readonly string[] {
  const config = request.routeOptions.config as Partial<RouteHttpConfig> | undefined;
  return config?.bodyTypes ?? JSON_BODY;
}

/** 415: the body is not of a type the route takes (`accepted`). */
export function wrongBodyType(accepted: readonly string[]): AppException {
  const what = accepted.includes('application/json')
    ? 'as JSON (Content-Type: application/json)'
    : `as one of ${accepted.join(', ')}`;
  return new AppException(
    415,
    CommonErrorCode.UNSUPPORTED_MEDIA_TYPE,
    `Send the request body ${what}.`,
  );
}

/**
 * Body parsing: JSON (prototype poisoning refused), raw images and PDFs (dispute evidence), the one
 * plain form (the sign-in's, read into a null-prototype object of strings), nothing else (no text).
 * Before a body is read, its media type must be one its route takes: an image sent to any route but
 * the uploads that take it is refused with 415 and never read, let alone parsed. JSON sent to an
 * upload is refused too, after the access rules.
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    fastify.getDefaultJsonParser('error', 'error'),
  );
  fastify.addContentTypeParser(
    [...new Set([...IMAGE_BODY, ...CHECK_IMAGE_BODY, ...ATTACHMENT_BODY])],
    { parseAs: 'buffer', bodyLimit: IMAGE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  fastify.addContentTypeParser(
    [...FORM_BODY],
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields = Object.create(null) as Record<string, string>;
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
      done(null, fields);
    },
  );
  fastify.addHook('preParsing', async (request) => {
    if (!hasBody(request)) return;
    const accepted = acceptedTypes(request);
    const type = mediaType(request.headers['content-type']);
    if (accepted.includes(type)) return;
    // JSON to an upload route is read (small, guarded) so that the access rules answer first
    // (401, 403); the contract then refuses it with 415 (wrongBodyType).
    if (type === 'application/json') return;
    throw wrongBodyType(accepted);
  });
}
