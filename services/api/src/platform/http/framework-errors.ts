import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CommonErrorCode } from '@vaultline/contracts';
import { AppException } from './app.exception';
import { sendProblem, toErrorResponse } from './error-response';
import type { SecurityHeaders } from './security-headers';

/**
 * Requests Fastify refuses before routing (a malformed URL such as /api/%, an over-long path
 * parameter): the same error shape and headers as every other answer, and the URL not echoed back.
 */
export function frameworkErrorHandler(securityHeaders: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 400;
    const refused = new AppException(
      status,
      CommonErrorCode.VALIDATION_FAILED,
      'The address of this request is not valid.',
    );
    const response = toErrorResponse(refused);
    securityHeaders(request, reply)
      .catch(() => undefined)
      .finally(() => {
        void sendProblem(reply.header('X-Request-Id', request.id), response, request.id);
      });
  };
}
