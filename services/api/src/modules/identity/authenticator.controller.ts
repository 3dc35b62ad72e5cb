import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  AuthenticatorCodeRequestSchema,
  AuthenticatorEnrolmentSchema,
  AuthenticatorStatusSchema,
  DisableAuthenticatorRequestSchema,
  RecoveryCodesResponseSchema,
} from '@vaultline/contracts';
import type {
  AuthenticatorCodeRequest,
  AuthenticatorEnrolment,
  AuthenticatorStatus,
  DisableAuthenticatorRequest,
  RecoveryCodesResponse,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { AuthenticatorSettingsService } from './authenticator-settings.service';

/** The signed-in user's authenticator app (TOTP second factor) and recovery codes. */
@Controller('auth/authenticator')
export class AuthenticatorController {
  constructor(private readonly settings: AuthenticatorSettingsService) {}

  @Get()
  @Contract({
    summary: 'Whether an authenticator app is your second factor, and recovery codes left',
    response: AuthenticatorStatusSchema,
  })
  status(@CurrentUser() auth: AuthContext): Promise<AuthenticatorStatus> {
    return this.settings.status(auth);
  }

  @Post('enrolment')
  @Contract({
    summary: 'Start setting up an authenticator app: a new secret, as a QR code and as text',
    response: AuthenticatorEnrolmentSchema,
    status: 201,
  })
  startEnrolment(
    @CurrentUser() auth: AuthContext,
    @Client() client: ClientInfo,
  ): Promise<AuthenticatorEnrolment> {
    return this.settings.startEnrolment(auth, client);
  }

  @Post('enrolment/confirm')
  @Contract({
    summary: 'Finish the set-up with a code from the app; answers the recovery codes, once',
    body: AuthenticatorCodeRequestSchema,
    response: RecoveryCodesResponseSchema,
    status: 200,
  })
  confirmEnrolment(
    @CurrentUser() auth: AuthContext,
    @Body() body: AuthenticatorCodeRequest,
    @Client() client: ClientInfo,
  ): Promise<RecoveryCodesResponse> {
    return this.settings.confirmEnrolment(auth, body, client);
  }

  @Post('disable')
  @Contract({
    summary: 'Turn the authenticator app off (with your password or a code from the app)',
    body: DisableAuthenticatorRequestSchema,
    response: AuthenticatorStatusSchema,
    status: 200,
  })
  disable(
    @CurrentUser() auth: AuthContext,
    @Body() body: DisableAuthenticatorRequest,
    @Client() client: ClientInfo,
  ): Promise<AuthenticatorStatus> {
    return this.settings.disable(auth, body, client);
  }

  @Post('recovery-codes')
  @Contract({
    summary: 'New recovery codes (the earlier ones stop working), with a code from the app',
    body: AuthenticatorCodeRequestSchema,
    response: RecoveryCodesResponseSchema,
    status: 200,
  })
  renewRecoveryCodes(
    @CurrentUser() auth: AuthContext,
    @Body() body: AuthenticatorCodeRequest,
    @Client() client: ClientInfo,
  ): Promise<RecoveryCodesResponse> {
    return this.settings.renewRecoveryCodes(auth, body, client);
  }
}
