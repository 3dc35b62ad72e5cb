import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OneTimeCode, RefreshToken, Session } from './identity.entities';
import { UsersModule } from '../users/users.module';
import { AccountSecurityService } from './account-security.service';
import { AdminsController } from './admins.controller';
import { AuthController } from './auth.controller';
import { CodeFailuresService } from './code-failures.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordsService } from './passwords.service';
import { RegistrationService } from './registration.service';
import { SessionsService } from './sessions.service';
import { SignInService } from './sign-in.service';

/**
 * Who people are and how they prove it: sign-up, sign-in, sessions and refresh tokens, one-time
 * codes, passwords, staff accounts. Global because codes and passwords are checked by many
 * modules (transfers, profile, back office).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OneTimeCode, RefreshToken, Session]), UsersModule],
  controllers: [AuthController, AdminsController],
  providers: [
    AccountSecurityService,
    CodeFailuresService,
    OneTimeCodesService,
    PasswordsService,
    RegistrationService,
    SessionsService,
    SignInService,
  ],
  exports: [AccountSecurityService, OneTimeCodesService, PasswordsService, SessionsService],
})
export class IdentityModule {}
