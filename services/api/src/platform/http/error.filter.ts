import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem, toErrorResponse } from './error-response';

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const response = toErrorResponse(error);
    const { status } = response;
    if (status === 503) {
      // Expected while the database restarts: one line each, no stack.
      this.logger.warn(
        `${request.method} ${request.url} [${request.id}]: unavailable: ${(error as Error)?.message ?? String(error)}`,
      );
    } else if (status >= 500) {
      this.logger.error(
        `${request.method} ${request.url} [${request.id}]: ${(error as Error)?.stack ?? String(error)}`,
      );
    }
    void sendProblem(reply, response, request.id);
  }
}
