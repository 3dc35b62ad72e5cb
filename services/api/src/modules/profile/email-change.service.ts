import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ChangeEmailRequest, StepUpStarted } from '@vaultline/contracts';
import { CommonErrorCode } from '@vaultline/contracts';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { AppException } from '../../platform/http/app.exception';
import { MailService } from '../../platform/mail/mail.service';
import { AccountSecurityService } from '../identity/account-security.service';
import { authMail } from '../identity/auth-mail';
import type { AuthContext } from '../users/auth-context';
import { UsersService } from '../users/users.service';
import { EmailChangeCodes } from './email-change-codes.service';
import { EmailChangeWrites } from './email-change-writes.service';

const MAIL_FAILED_MESSAGE = 'We could not send the email just now. Please try again in a minute.';

/**
 * Changing the sign-in address. Whoever holds the password alone cannot do it: the current factor
 * (a code to the current address, or the authenticator app) agrees as well as the new address;
 * the old address is then told with a link that cancels the change for 24 hours, and payments to
 * new recipients, new payees and PIN resets wait as long (users.email_changed_at).
 * This service starts a change (step 1); EmailChangeConfirmService confirms it (step 2),
 * EmailChangeCancelService cancels it, EmailChangeCancelMail mails the old address its link.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly security: AccountSecurityService,
    private readonly codes: EmailChangeCodes,
    private readonly mail: MailService,
    private readonly changes: EmailChangeWrites,
  ) {}

  /**
   * Step 1: the password; a code goes to the new address and the current factor is asked for (a
   * code to the current address, or the app). An address that already has an account gets the
   * same answer and the same work, but its owner is told instead, and that code never confirms.
   * Errors: AUTH_CURRENT_PASSWORD_WRONG, AUTH_THROTTLED, AUTH_CODE_LOCKED, VALIDATION_FAILED (own
   * address); 503 when the email cannot be sent.
   */
  async request(
    auth: AuthContext,
    request: ChangeEmailRequest,
    client: ClientInfo,
  ): Promise<StepUpStarted> {
    const { user } = auth;
    await this.security.assertPassword(user, request.password);
    const newEmail = request.newEmail;
    if (newEmail === user.email)
      throw new AppException(400, CommonErrorCode.VALIDATION_FAILED, 'This is already your email.');
    const { mails, method } = await this.db.transaction(async (tx) => {
      const owner = await this.users.findByEmail(newEmail, tx);
      const context = owner ? { newEmail, addressTaken: true } : { newEmail };
      const { code, current } = await this.codes.issue(tx, user.id, context);
      await this.changes.requested(tx, user, newEmail, owner !== null, client);
      const toNew = owner
        ? authMail.emailTakenNotice(owner.email, owner.firstName)
        : authMail.emailChangeCode(newEmail, user.firstName, code);
      const toCurrent = current.code
        ? [authMail.emailChangeCurrentCode(user.email, user.firstName, newEmail, current.code)]
        : [];
      return { mails: [toNew, ...toCurrent], method: current.method };
    });
    // Both mails go now: both answers take the same time, and a failure shows the same way.
    const sent = await Promise.all(mails.map((mail) => this.mail.send(mail)));
    if (sent.includes(false))
      throw new AppException(503, CommonErrorCode.SERVICE_UNAVAILABLE, MAIL_FAILED_MESSAGE);
    const current =
      method === 'totp'
        ? 'and a code from your authenticator app'
        : 'and the one we sent to your current email';
    return {
      method,
      message: `If ${newEmail} can be used, we sent a 6-digit code to it. Enter it ${current} to finish the change.`,
    };
  }
}
