import { createHash, timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthErrorCode, CardNetworkErrorCode } from '@vaultline/contracts';
import { AccessTokensService } from '../auth/access-tokens.service';
import type { AuthenticatedRequest } from '../auth/auth-context.types';
import { AuthException } from '../auth/auth.exception';
import { SESSION_LOOKUP } from '../auth/current-user.decorator';
import type { AuthContext, SessionLookup } from '../auth/current-user.decorator';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ReleaseCredentialsService } from '../remotes/release-credentials.service';
import type { ReleaseActor } from '../remotes/release-credentials.service';
import {
  Access,
  ACCESS_KEY,
  BACKGROUND_KEY,
  PENDING_PASSWORD_CHANGE_KEY,
} from './access.decorator';
import { AppException, forbidden, unauthenticated } from './app.exception';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer (\S+)$/.exec(header);
  return match?.[1] ?? null;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** From here on, this request's log lines (its completion line too) say who made it. */
function logWho(context: ExecutionContext, auth: AuthContext): void {
  const http = context.switchToHttp();
  const request = http.getRequest<FastifyRequest>();
  const reply = http.getResponse<FastifyReply>();
  const log = request.log.child({ userId: auth.user.id, sessionId: auth.sessionId });
  request.log = log;
  reply.log = log;
}

/**
 * Global guard: applies each route's access rule; routes without one need a signed-in user. A
 * signed-in user is a valid access token whose user is active, whose token version is current
 * and whose session is open (not revoked, within the idle and absolute limits) — all read from the
 * database on every request, so sign-out, password changes and role changes take effect at once,
 * and an idle session ends on the server whatever the browser does.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: AccessTokensService,
    @Inject(SESSION_LOOKUP) private readonly users: SessionLookup,
    private readonly credentials: ReleaseCredentialsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const access =
      this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets) ?? 'signed-in';
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearer(request);
    if (access === 'public') {
      // Public routes may still tell who is asking (e.g. the registry gives staff their remote).
      if (token) request.auth = (await this.authenticate(token, false)) ?? undefined;
      if (request.auth) logWho(context, request.auth);
      return true;
    }
    if (access === 'card-network') {
      const key = request.headers['x-network-key'];
      if (typeof key === 'string' && sameSecret(key, this.config.cardNetworkKey)) return true;
      throw new AppException(
        401,
        CardNetworkErrorCode.KEY_INVALID,
        'Send the card network key in X-Network-Key.',
      );
    }
    if (access === 'release' || access === 'staff-provisioning') {
      request.releaseActor = await this.releaseActor(token, access);
      return true;
    }
    if (access === 'ops' || access === 'staff-or-ops') {
      if (token !== null && sameSecret(token, this.config.opsToken)) return true;
      if (access === 'ops') throw unauthenticated('A valid ops token is required.');
    }
    const activity = !this.reflector.getAllAndOverride<boolean>(BACKGROUND_KEY, targets);
    const auth = token ? await this.authenticate(token, activity) : null;
    if (!auth) throw unauthenticated();
    if (access !== 'signed-in' && auth.user.role !== 'admin') throw forbidden();
    if (
      auth.user.mustChangePassword &&
      !this.reflector.getAllAndOverride<boolean>(PENDING_PASSWORD_CHANGE_KEY, targets)
    ) {
      throw new AuthException(
        AuthErrorCode.PASSWORD_CHANGE_REQUIRED,
        'Please choose a new password before you continue.',
      );
    }
    request.auth = auth;
    logWho(context, auth);
    return true;
  }

  /**
   * A release route's caller: the ops token, or an active credential. Staff provisioning takes
   * only its own credential; release routes take any other (the route checks the remote).
   */
  private async releaseActor(
    token: string | null,
    access: 'release' | 'staff-provisioning',
  ): Promise<ReleaseActor> {
    const actor: ReleaseActor | null =
      token === null
        ? null
        : sameSecret(token, this.config.opsToken)
          ? { kind: 'ops' }
          : await this.credentials.authenticate(token);
    if (!actor) throw unauthenticated('A valid release credential is required.');
    const provisioning = actor.kind === 'credential' && actor.scope === 'staff-provisioning';
    if (provisioning !== (access === 'staff-provisioning'))
      throw forbidden('This credential may not do this.');
    return actor;
  }

  private async authenticate(token: string, activity: boolean): Promise<AuthContext | null> {
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const user = await this.users.withOpenSession(claims.sub, claims.sid, activity);
    if (!user || user.status !== 'active' || user.tokenVersion !== claims.ver) return null;
    return { user, sessionId: claims.sid };
  }
}
