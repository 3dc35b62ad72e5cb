import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from './error-response';

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body } = toErrorResponse(error);
    if (status >= 500) {
      this.logger.error(`${request.method} ${request.url} [${request.id}]: ${(error as Error)?.stack ?? String(error)}`);
    }
    reply.status(status).header('Cache-Control', 'no-store').send(body);
  }
}
