import { Body, Controller, Delete, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import type {
  ChangePasswordRequest,
  CodeRequiredResponse,
  EmailRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SessionResponse,
  SignInCodeRequest,
  SignInRequest,
  SignInResponse,
  SessionList,
  VerifyEmailRequest,
} from '@vaultline/contracts';
import {
  ChangePasswordRequestSchema,
  EmailRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SessionListSchema,
  SessionResponseSchema,
  SignInCodeRequestSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  UuidSchema,
  VerifyEmailRequestSchema,
} from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import {
  clearStaffAssetsCookie,
  setStaffAssetsCookie,
} from '../../platform/auth/staff-assets-cookie';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey } from '../../platform/crypto/keys';
import { AllowPendingPasswordChange, Public } from '../../platform/http/access.decorator';
import { notFound } from '../../platform/http/app.exception';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { UsersService } from '../users/users.service';
import { AccountSecurityService } from './account-security.service';
import { KnownDevicesService } from './known-devices.service';
import { NewDeviceNotice } from './new-device-notice';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { RegistrationService } from './registration.service';
import { SessionsService } from './sessions.service';
import { IssuedSession, SignedIn, SignInService } from './sign-in.service';

const SessionIdParams = z.strictObject({ id: UuidSchema });

@Controller('auth')
export class AuthController {
  private readonly staffAssetsKey: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly registration: RegistrationService,
    private readonly signInService: SignInService,
    private readonly security: AccountSecurityService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly newDevice: NewDeviceNotice,
    private readonly devices: KnownDevicesService,
  ) {
    this.staffAssetsKey = deriveKey(config.appSecret, 'staff-assets');
  }

  @Post('register')
  @Public()
  @Contract({
    summary: 'Create an account and email a verification code',
    body: RegisterRequestSchema,
    response: MessageResponseSchema,
    status: 201,
  })
  register(@Body() body: RegisterRequest, @Client() client: ClientInfo): Promise<MessageResponse> {
    return this.registration.register(body, client);
  }

  @Post('email/send-code')
  @Public()
  @Contract({
    summary: 'Send a new email verification code',
    body: EmailRequestSchema,
    response: MessageResponseSchema,
    status: 200,
  })
  sendCode(@Body() body: EmailRequest, @Client() client: ClientInfo): Promise<MessageResponse> {
    return this.registration.sendVerificationCode(body, client);
  }

  @Post('email/verify')
  @Public()
  @Contract({
    summary: 'Verify an email address with its code',
    body: VerifyEmailRequestSchema,
    response: MessageResponseSchema,
    status: 200,
  })
  async verifyEmail(
    @Body() body: VerifyEmailRequest,
    @Req() request: FastifyRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageResponse> {
    const { message, user } = await this.registration.verifyEmail(body, client);
    // The code that verified the address was typed in this browser: it passed the second factor.
    await this.devices.remember(request, reply, user, true);
    return { message };
  }

  @Post('sign-in')
  @Public()
  @Contract({
    summary: 'Sign in with email and password',
    body: SignInRequestSchema,
    response: SignInResponseSchema,
    status: 200,
  })
  async signIn(
    @Body() body: SignInRequest,
    @Req() request: FastifyRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResponse> {
    const knownDevice = this.devices.deviceOf(request, body.email);
    const result = await this.signInService.signIn(body, client, knownDevice);
    return 'status' in result
      ? (result as CodeRequiredResponse)
      : this.sendNewSession(request, reply, result, client);
  }

  @Post('sign-in/code')
  @Public()
  @Contract({
    summary: 'Finish a two-factor sign-in with the emailed code',
    body: SignInCodeRequestSchema,
    response: SessionResponseSchema,
    status: 200,
  })
  async signInWithCode(
    @Body() body: SignInCodeRequest,
    @Req() request: FastifyRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const issued = await this.signInService.signInWithCode(body, client);
    return this.sendNewSession(request, reply, issued, client);
  }

  @Post('refresh')
  @Public()
  @Contract({
    summary: 'Trade the refresh cookie for a new access token (the cookie rotates)',
    response: SessionResponseSchema,
    status: 200,
  })
  async refresh(
    @Req() request: FastifyRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponse> {
    const raw = readRefreshCookie(request);
    if (!raw) throw new AuthException(AuthErrorCode.SESSION_EXPIRED, 'Please sign in to continue.');
    try {
      const { userId, refresh } = await this.sessions.rotate(raw, client);
      const user = await this.users.findById(userId);
      if (!user || user.status !== 'active')
        throw new AuthException(AuthErrorCode.SESSION_EXPIRED, 'Please sign in to continue.');
      const body = await this.signInService.sessionBody(this.db.manager, user, refresh.sessionId);
      return this.sendSession(reply, { body, refresh });
    } catch (error) {
      this.clearCookies(reply);
      throw error;
    }
  }

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
    const session = raw ? await this.sessions.sessionOf(raw) : null;
    this.clearCookies(reply);
    if (!session) return;
    await this.db.transaction(async (tx) => {
      await this.sessions.revokeSession(tx, session.sessionId, 'signed out');
      await this.audit.record(tx, {
        actor: { id: session.userId, role: session.role },
        action: 'auth.sign_out',
        target: { type: 'session', id: session.sessionId },
        ip: client.ip,
      });
    });
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
    this.clearCookies(reply);
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
    const own = (await this.sessions.list(auth.user.id, auth.sessionId)).some(
      (session) => session.id === id,
    );
    if (!own) throw notFound('No such session.');
    await this.db.transaction(async (tx) => {
      await this.sessions.revokeSession(tx, id, 'ended by the user');
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'auth.session_ended',
        target: { type: 'session', id },
        ip: client.ip,
      });
    });
  }

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
    return this.sendSession(reply, await this.security.changePassword(auth, body, client));
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

  /**
   * A completed sign-in: the session, and this browser is remembered as a known device for the
   * account (trusted anew when it passed a second factor). When it was not one yet, the customer is
   * told (NewDeviceNotice).
   */
  private async sendNewSession(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: SignedIn,
    client: ClientInfo,
  ): Promise<SessionResponse> {
    const { user } = issued.body;
    const passed = issued.secondFactor !== 'known_device';
    if (!(await this.devices.remember(request, reply, user, passed)))
      await this.newDevice.tell(user.id, issued.refresh.sessionId, client);
    return this.sendSession(reply, issued);
  }

  private sendSession(reply: FastifyReply, issued: IssuedSession): SessionResponse {
    setRefreshCookie(reply, issued.refresh, this.config.secureCookies);
    if (issued.body.user.role === 'admin') {
      const session = { userId: issued.body.user.id, sessionId: issued.refresh.sessionId };
      setStaffAssetsCookie(reply, this.staffAssetsKey, session, this.config.secureCookies);
    } else clearStaffAssetsCookie(reply, this.config.secureCookies);
    return issued.body;
  }

  private clearCookies(reply: FastifyReply): void {
    clearRefreshCookie(reply, this.config.secureCookies);
    clearStaffAssetsCookie(reply, this.config.secureCookies);
  }
}
