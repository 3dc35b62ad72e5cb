import { z } from 'zod';

/**
 * Every error answer: RFC 9457 problem details (`application/problem+json`: type, title, status,
 * detail) with this API's stable `code` (what clients decide on, never the English text), the
 * request id, and `message` (= detail) for clients built before the problem members existed.
 * The problem members are optional here so a client reads an answer of either age.
 */
export const ApiErrorSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  requestId: z.string().optional(),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Codes shared by every module; modules add their own (prefixed by the module name). */
export const CommonErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  /** A browser sent a state-changing request from another site (login CSRF and the like). */
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** Also a database that cannot be reached for now: retry after the Retry-After header's seconds. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type CommonErrorCode = (typeof CommonErrorCode)[keyof typeof CommonErrorCode];
