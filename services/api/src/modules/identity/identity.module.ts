import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AccountSecurityService } from './account-security.service';
import { AdminsController } from './admins.controller';
import { AuthPasswordsController } from './auth-passwords.controller';
import { AuthSessionsController } from './auth-sessions.controller';
import { AuthController } from './auth.controller';
import { AuthenticatorSettingsService } from './authenticator-settings.service';
import { AuthenticatorSignInService } from './authenticator-sign-in.service';
import { AuthenticatorController } from './authenticator.controller';
import { AuthenticatorsService } from './authenticators.service';
import { CodeFailuresService } from './code-failures.service';
import { IdentityRetention } from './identity-retention';
import {
  Authenticator,
  KnownDevice,
  OneTimeCode,
  RecoveryCode,
  RefreshToken,
  Session,
} from './identity.entities';
import { KnownDevicesService } from './known-devices.service';
import { NewDeviceNotice } from './new-device-notice';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordsService } from './passwords.service';
import { RegistrationService } from './registration.service';
import { SecurityActivityController } from './security-activity.controller';
import { SecurityActivityService } from './security-activity.service';
import { SessionCookies } from './session-cookies';
import { SessionEndings } from './session-endings.service';
import { SessionRefresh } from './session-refresh.service';
import { SessionsService } from './sessions.service';
import { SignInService } from './sign-in.service';
import { StepUpService } from './step-up.service';

/**
 * Who people are and how they prove it: sign-up, sign-in, sessions and refresh tokens, one-time
 * codes, authenticator apps and recovery codes, passwords, staff accounts. Global because codes
 * and passwords are checked by many modules (transfers, profile, back office).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Authenticator,
      KnownDevice,
      OneTimeCode,
      RecoveryCode,
      RefreshToken,
      Session,
    ]),
    NotificationsModule,
    UsersModule,
  ],
  controllers: [
    AuthController,
    AuthSessionsController,
    AuthPasswordsController,
    AuthenticatorController,
    AdminsController,
    SecurityActivityController,
  ],
  providers: [
    AccountSecurityService,
    AuthenticatorSettingsService,
    AuthenticatorSignInService,
    AuthenticatorsService,
    CodeFailuresService,
    IdentityRetention,
    KnownDevicesService,
    NewDeviceNotice,
    OneTimeCodesService,
    PasswordsService,
    RegistrationService,
    SecurityActivityService,
    SessionsService,
    SessionCookies,
    SessionEndings,
    SessionRefresh,
    SignInService,
    StepUpService,
  ],
  exports: [
    AccountSecurityService,
    AuthenticatorsService,
    SecurityActivityService,
    KnownDevicesService,
    OneTimeCodesService,
    PasswordsService,
    SessionsService,
    StepUpService,
  ],
})
export class IdentityModule {}
