import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { unauthenticated } from './app.exception';
import { Access, ACCESS_KEY } from './access.decorator';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer (\S+)$/.exec(header);
  return match ? match[1] : null;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Global guard: applies each route's access rule; routes without one need a signed-in user. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const access =
      this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ??
      'signed-in';
    if (access === 'public') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = bearer(request);
    if (access === 'ops') {
      if (token && sameSecret(token, this.config.opsToken)) return true;
      throw unauthenticated('A valid ops token is required.');
    }
    // Signed-in and staff routes: user authentication arrives with the identity module.
    throw unauthenticated();
  }
}
