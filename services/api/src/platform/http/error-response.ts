import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import type { ApiError } from '@vaultline/contracts';
import { CommonErrorCode } from '@vaultline/contracts';
import { databaseUnreachable } from '../database/sql-error';
import { AppException } from './app.exception';

export interface ErrorResponse {
  status: number;
  body: ApiError;
  /** Seconds the client should wait before trying again (the Retry-After header). */
  retryAfterS?: number;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** The problem type of a code: a URN (RFC 9457 §3.1.1 allows a type that is not dereferenced). */
export function problemType(code: string): string {
  return `urn:vaultline:problem:${code.toLowerCase().replace(/_/g, '-')}`;
}

/** The answer's body as RFC 9457 problem details, with the code, the request id and `message`. */
export function problemBody({ status, body }: ErrorResponse, requestId: string): ApiError {
  return {
    type: problemType(body.code),
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail: body.message,
    code: body.code,
    requestId,
    message: body.message,
    ...(body.details === undefined ? {} : { details: body.details }),
  };
}

/** Sends an error answer: problem+json, never cached, with Retry-After when the client should wait. */
export function sendProblem(reply: FastifyReply, response: ErrorResponse, requestId: string) {
  if (response.retryAfterS !== undefined) reply.header('Retry-After', String(response.retryAfterS));
  return reply
    .status(response.status)
    .header('Cache-Control', 'no-store')
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(problemBody(response, requestId)));
}

/** At most this many validation issues are listed, each message at most this long: an error is never bigger than it needs to be. */
export const ISSUES_MAX = 20;
const ISSUE_MESSAGE_MAX_CHARS = 200;
/** How long a client should wait while the database cannot be reached (a restart takes a few seconds). */
const DATABASE_RETRY_AFTER_S = 5;

const INVALID = { code: CommonErrorCode.VALIDATION_FAILED, message: 'The request is not valid.' };

const BY_STATUS: Record<number, { code: string; message: string }> = {
  400: INVALID,
  401: { code: CommonErrorCode.UNAUTHENTICATED, message: 'Please sign in to continue.' },
  403: { code: CommonErrorCode.FORBIDDEN, message: 'You do not have access to this.' },
  404: { code: CommonErrorCode.NOT_FOUND, message: 'Not found.' },
  405: { code: CommonErrorCode.NOT_FOUND, message: 'Not found.' },
  409: { code: CommonErrorCode.CONFLICT, message: 'This conflicts with the current state.' },
  413: { code: CommonErrorCode.PAYLOAD_TOO_LARGE, message: 'The request is too large.' },
  415: { code: CommonErrorCode.UNSUPPORTED_MEDIA_TYPE, message: 'Send the request as JSON.' },
  429: {
    code: CommonErrorCode.RATE_LIMITED,
    message: 'Too many requests. Please wait a moment and try again.',
  },
  503: {
    code: CommonErrorCode.SERVICE_UNAVAILABLE,
    message: 'The service is temporarily unavailable.',
  },
};

const INTERNAL: ErrorResponse = {
  status: 500,
  body: {
    code: CommonErrorCode.INTERNAL,
    message: 'Something went wrong. Please try again later.',
  },
};

function fromStatus(status: number): ErrorResponse {
  const known = BY_STATUS[status];
  return known
    ? { status, body: { ...known } }
    : { ...INTERNAL, status: status >= 400 && status < 600 ? status : 500 };
}

function clip(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1)}…`;
}

/** The first ISSUES_MAX issues, each path and message clipped. */
export function zodIssues(error: ZodError): Array<{ path: string; message: string }> {
  return error.issues.slice(0, ISSUES_MAX).map((issue) => ({
    path: clip(issue.path.join('.'), ISSUE_MESSAGE_MAX_CHARS),
    message: clip(issue.message, ISSUE_MESSAGE_MAX_CHARS),
  }));
}

function retryAfterOf(details: unknown): number | undefined {
  const value = (details as { retryAfterS?: unknown } | null | undefined)?.retryAfterS;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.ceil(value)
    : undefined;
}

/**
 * Maps anything thrown to the one error shape `{ message, code, details? }`. Only our own
 * exceptions and validation errors carry their text to the client; everything else gets the
 * generic message for its status, so no stack trace or internal detail ever leaks. A database
 * that cannot be reached is a 503 with a Retry-After, so clients wait and retry instead of giving up.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppException) {
    const body: ApiError = { message: error.message, code: error.code };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body, retryAfterS: retryAfterOf(error.details) };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { ...INVALID, details: zodIssues(error) } };
  }
  if (error instanceof HttpException) return fromStatus(error.getStatus());
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return fromStatus(statusCode);
  if (databaseUnreachable(error))
    return { ...fromStatus(503), retryAfterS: DATABASE_RETRY_AFTER_S };
  return INTERNAL;
}
