import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StartPinResetRequest, StepUpStarted } from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import type { AuthException } from '../../../platform/auth/auth.exception';
import { MailService } from '../../../platform/mail/mail.service';
import { AccountSecurityService } from '../../identity/account-security.service';
import { StepUpService } from '../../identity/step-up.service';
import type { AuthContext } from '../../users/auth-context';
import { assertNoEmailChangeHold } from '../email-change-hold';
import { transferMail } from '../transfer-mail';
import { passwordWrong } from '../transfers.exception';

/**
 * Step 1 of a PIN reset: the password, then a step-up opens (a code emailed, or the app's): a PIN
 * reset takes a second factor, since whoever has the PIN can move the money. Step 2 is PinService.reset.
 */
@Injectable()
export class PinResetStart {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly security: AccountSecurityService,
    private readonly stepUps: StepUpService,
    private readonly mail: MailService,
  ) {}

  /** Errors: TRANSFERS_PASSWORD_WRONG, AUTH_THROTTLED, AUTH_CODE_LOCKED, TRANSFERS_EMAIL_CHANGE_HOLD. */
  async start(auth: AuthContext, request: StartPinResetRequest): Promise<StepUpStarted> {
    assertNoEmailChangeHold(auth.user, 'a new transfer PIN waits');
    try {
      await this.security.assertPassword(auth.user, request.password);
    } catch (error) {
      if ((error as AuthException).code !== AuthErrorCode.CURRENT_PASSWORD_WRONG) throw error;
      throw passwordWrong();
    }
    const opened = await this.db.transaction((tx) =>
      this.stepUps.open(tx, auth.user.id, 'pin_reset', {}),
    );
    if (opened.code)
      await this.mail.send(
        transferMail.pinResetCode(auth.user.email, auth.user.firstName, opened.code),
      );
    return {
      method: opened.method,
      message:
        opened.method === 'totp'
          ? 'Enter a code from your authenticator app to set the new PIN.'
          : 'We emailed you a 6-digit code. Enter it to set the new PIN.',
    };
  }
}
