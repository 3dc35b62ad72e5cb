import type { ExecutionContext } from '@nestjs/common';
import { createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export interface ClientInfo {
  /** The peer address (X-Forwarded-For only counts when TRUST_PROXY names a trusted proxy). */
  ip: string;
  userAgent: string | null;
}

const USER_AGENT_MAX = 300;

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

/** The caller's address and user agent, for throttles, sessions and the audit trail. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientInfo(context.switchToHttp().getRequest<FastifyRequest>()),
);
