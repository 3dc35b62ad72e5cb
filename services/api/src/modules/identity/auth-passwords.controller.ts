import { Body, Controller, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ChangePasswordRequestSchema,
  EmailRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
  SessionResponseSchema,
} from '@vaultline/contracts';
import type {
  ChangePasswordRequest,
  EmailRequest,
  MessageResponse,
  ResetPasswordRequest,
  SessionResponse,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { AllowPendingPasswordChange, Public } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { OperationGroup } from '../../platform/openapi/operation-group.decorator';
import type { AuthContext } from '../users/auth-context';
import { AccountSecurityService } from './account-security.service';
import { SessionCookies } from './session-cookies';

/** Passwords: change it (other sessions end), or reset a forgotten one with an emailed link. */
@Controller('auth')
// Split out of AuthController: its routes keep their operationIds (auth.*).
@OperationGroup('auth')
export class AuthPasswordsController {
  constructor(
    private readonly security: AccountSecurityService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post('password/change')
  @AllowPendingPasswordChange()
  @Contract({
    summary: 'Change your password (other sessions end)',
    body: ChangePasswordRequestSchema,
    response: SessionResponseSchema,
    status: 200,
  })
  async changePassword(
    @CurrentUser() auth: AuthContext,
    @Body() body: ChangePasswordRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    return this.cookies.send(reply, await this.security.changePassword(auth, body, client));
  }

  @Post('password/forgot')
  @Public()
  @Contract({
    summary: 'Email a password reset link',
    body: EmailRequestSchema,
    response: MessageResponseSchema,
    status: 200,
  })
  forgotPassword(
    @Body() body: EmailRequest,
    @Client() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.security.forgotPassword(body, client);
  }

  @Post('password/reset')
  @Public()
  @Contract({
    summary: 'Choose a new password with a reset link',
    body: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
    status: 200,
  })
  resetPassword(
    @Body() body: ResetPasswordRequest,
    @Client() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.security.resetPassword(body, client);
  }
}
