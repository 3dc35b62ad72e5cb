import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../../modules/users/users.module';
import { AccessTokensService } from './access-tokens.service';
import { AccountSecurityService } from './account-security.service';
import { AuthController } from './auth.controller';
import { CodeFailuresService } from './code-failures.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordsService } from './passwords.service';
import { RegistrationService } from './registration.service';
import { SessionsService } from './sessions.service';
import { SignInService } from './sign-in.service';
import { ThrottleService } from './throttle.service';

/** Sign-up, sign-in, sessions and account security; global because the access guard needs its token service everywhere. */
@Global()
@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [
    AccessTokensService,
    AccountSecurityService,
    CodeFailuresService,
    OneTimeCodesService,
    PasswordsService,
    RegistrationService,
    SessionsService,
    SignInService,
    ThrottleService,
  ],
  exports: [
    AccessTokensService,
    AccountSecurityService,
    OneTimeCodesService,
    PasswordsService,
    SessionsService,
    ThrottleService,
  ],
})
export class AuthModule {}
