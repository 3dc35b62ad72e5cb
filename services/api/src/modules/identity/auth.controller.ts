import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthErrorCode,
  EmailRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  SessionResponseSchema,
  SignInCodeRequestSchema,
  SignInFormSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  VerifyEmailRequestSchema,
} from '@vaultline/contracts';
import type {
  CodeRequiredResponse,
  EmailRequest,
  MessageResponse,
  RegisterRequest,
  SessionResponse,
  SignInCodeRequest,
  SignInForm,
  SignInRequest,
  SignInResponse,
  VerifyEmailRequest,
} from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { Public } from '../../platform/http/access.decorator';
import { AppException } from '../../platform/http/app.exception';
import { Contract } from '../../platform/http/contract.decorator';
import { FORM_BODY } from '../../platform/http/route-http-config';
import { KnownDevicesService } from './known-devices.service';
import { NewDeviceNotice } from './new-device-notice';
import { readRefreshCookie } from './refresh-cookie';
import { RegistrationService } from './registration.service';
import { SessionCookies } from './session-cookies';
import { SessionRefresh } from './session-refresh.service';
import { codeStepPath, failedPath, homePath, signInRequestOf } from './sign-in-form';
import { SignInService } from './sign-in.service';
import type { SignedIn } from './sign-in.service';

/** Opening an account and signing in: registration, email verification, sign-in, refresh. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly signInService: SignInService,
    private readonly refreshes: SessionRefresh,
    private readonly newDevice: NewDeviceNotice,
    private readonly devices: KnownDevicesService,
    private readonly cookies: SessionCookies,
  ) {}

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

  @Post('sign-in/form')
  @Public()
  @Contract({
    summary:
      'Sign in from the drawn sign-in page before its app has arrived (a plain HTML form): ' +
      'answered with a redirect (303), to the signed-in home or back to the sign-in page',
    body: SignInFormSchema,
    bodyTypes: FORM_BODY,
    status: 303,
    htmlForm: true,
  })
  async signInForm(
    @Body() body: SignInForm,
    @Req() request: FastifyRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    reply.header('Location', await this.signInFromForm(body, request, client, reply));
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
      return this.cookies.send(reply, await this.refreshes.refresh(raw, client));
    } catch (error) {
      this.cookies.clear(reply);
      throw error;
    }
  }

  /** The form's sign-in, as the JSON one; answers where the browser goes next. */
  private async signInFromForm(
    body: SignInForm,
    request: FastifyRequest,
    client: ClientInfo,
    reply: FastifyReply,
  ): Promise<string> {
    const credentials = signInRequestOf(body);
    if (!credentials) return failedPath();
    try {
      const knownDevice = this.devices.deviceOf(request, credentials.email);
      const result = await this.signInService.signIn(credentials, client, knownDevice);
      if ('status' in result) return codeStepPath(result);
      return homePath((await this.sendNewSession(request, reply, result, client)).user);
    } catch (error) {
      if (error instanceof AppException) return failedPath(error.code);
      throw error;
    }
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
    return this.cookies.send(reply, issued);
  }
}
