import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import {
  AuthenticatorCodeRequestSchema,
  AuthenticatorEnrolmentSchema,
  AuthenticatorStatusSchema,
  DisableAuthenticatorRequestSchema,
  MeSchema,
  RecoveryCodesResponseSchema,
  SecurityStepUpRequestSchema,
  StartEnrolmentRequestSchema,
  StepUpStartedSchema,
  TwoFactorRequestSchema,
} from '@vaultline/contracts';
import type {
  AuthenticatorCodeRequest,
  AuthenticatorEnrolment,
  AuthenticatorStatus,
  DisableAuthenticatorRequest,
  Me,
  RecoveryCodesResponse,
  SecurityStepUpRequest,
  StartEnrolmentRequest,
  StepUpStarted,
  TwoFactorRequest,
} from '@vaultline/contracts';
import { Client } from '../../platform/auth/client-info.decorator';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { AuthenticatorSettingsService } from './authenticator-settings.service';

/** The signed-in user's second factor: the security step-up, the authenticator app (TOTP) and recovery codes, "always ask". */
@Controller('auth')
export class AuthenticatorController {
  constructor(private readonly settings: AuthenticatorSettingsService) {}

  @Post('security/step-up')
  @Contract({
    summary:
      'Your password opens a step-up for a change of your second factor (a code emailed, or the app’s)',
    body: SecurityStepUpRequestSchema,
    response: StepUpStartedSchema,
    status: 200,
  })
  stepUp(
    @CurrentUser() auth: AuthContext,
    @Body() body: SecurityStepUpRequest,
  ): Promise<StepUpStarted> {
    return this.settings.stepUp(auth, body);
  }

  @Put('two-factor')
  @Contract({
    summary:
      'Ask for a code at every sign-in, or only on new browsers (turning it off takes the step-up)',
    body: TwoFactorRequestSchema,
    response: MeSchema,
    status: 200,
  })
  setTwoFactor(
    @CurrentUser() auth: AuthContext,
    @Body() body: TwoFactorRequest,
    @Client() client: ClientInfo,
  ): Promise<Me> {
    return this.settings.setTwoFactor(auth, body, client);
  }

  @Get('authenticator')
  @Contract({
    summary: 'Whether an authenticator app is your second factor, and recovery codes left',
    response: AuthenticatorStatusSchema,
  })
  status(@CurrentUser() auth: AuthContext): Promise<AuthenticatorStatus> {
    return this.settings.status(auth);
  }

  @Post('authenticator/enrolment')
  @Contract({
    summary:
      'Start setting up an authenticator app (after the security step-up): a new secret, as a QR code and as text',
    body: StartEnrolmentRequestSchema,
    response: AuthenticatorEnrolmentSchema,
    status: 201,
  })
  startEnrolment(
    @CurrentUser() auth: AuthContext,
    @Body() body: StartEnrolmentRequest,
    @Client() client: ClientInfo,
  ): Promise<AuthenticatorEnrolment> {
    return this.settings.startEnrolment(auth, body, client);
  }

  @Post('authenticator/enrolment/confirm')
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

  @Post('authenticator/disable')
  @Contract({
    summary:
      'Turn the authenticator app off (your password and a code from the app or a recovery code)',
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

  @Post('authenticator/recovery-codes')
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
