import { Controller, Delete, Get, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SessionListSchema, UuidSchema } from '@vaultline/contracts';
import type { SessionList } from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { AllowPendingPasswordChange, Public } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { OperationGroup } from '../../platform/openapi/operation-group.decorator';
import type { AuthContext } from '../users/auth-context';
import { AccountSecurityService } from './account-security.service';
import { readRefreshCookie } from './refresh-cookie';
import { SessionCookies } from './session-cookies';
import { SessionEndings } from './session-endings.service';
import { SessionsService } from './sessions.service';

const SessionIdParams = z.strictObject({ id: UuidSchema });

/** A person's sessions: sign out here or everywhere, list them, end one. */
@Controller('auth')
// Split out of AuthController: its routes keep their operationIds (auth.*).
@OperationGroup('auth')
export class AuthSessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly endings: SessionEndings,
    private readonly security: AccountSecurityService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post('sign-out')
  @Public()
  @AllowPendingPasswordChange()
  @Contract({ summary: 'Sign out this browser (revokes its session)', status: 204 })
  async signOut(
    @Req() request: FastifyRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const raw = readRefreshCookie(request);
    this.cookies.clear(reply);
    await this.endings.signOut(raw, client.ip);
  }

  @Post('sign-out-everywhere')
  @AllowPendingPasswordChange()
  @Contract({ summary: 'Sign out of every session on every device', status: 204 })
  async signOutEverywhere(
    @CurrentUser() auth: AuthContext,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.security.signOutEverywhere(auth, client);
    this.cookies.clear(reply);
  }

  @Get('sessions')
  @Contract({ summary: 'Active sessions of the signed-in user', response: SessionListSchema })
  async listSessions(@CurrentUser() auth: AuthContext): Promise<SessionList> {
    return { sessions: await this.sessions.list(auth.user.id, auth.sessionId) };
  }

  @Delete('sessions/:id')
  @Contract({ summary: 'End one of your sessions', params: SessionIdParams, status: 204 })
  async endSession(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @Client() client: ClientInfo,
  ): Promise<void> {
    await this.endings.endOwn(auth, id, client.ip);
  }
}
