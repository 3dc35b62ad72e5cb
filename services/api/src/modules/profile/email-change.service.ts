import { randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  ChangeEmailRequest,
  ConfirmEmailChangeRequest,
  Me,
  MessageResponse,
  StepUpStarted,
} from '@vaultline/contracts';
import { AuthErrorCode, CommonErrorCode } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash } from '../../platform/crypto/keys';
import { AppException } from '../../platform/http/app.exception';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { AfterCommit } from '../../platform/jobs/jobs.types';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { MailService } from '../../platform/mail/mail.service';
import { AccountSecurityService } from '../identity/account-security.service';
import { authMail } from '../identity/auth-mail';
import { OneTimeCodesService } from '../identity/one-time-codes.service';
import { StepUpService } from '../identity/step-up.service';
import type { AuthContext } from '../users/auth-context';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EMAIL_CHANGE_CANCEL_MAIL_JOB, EmailChangeWrites } from './email-change-writes.service';

const MAIL_FAILED_MESSAGE = 'We could not send the email just now. Please try again in a minute.';

/** The link in the old address's notice; the token stays in the fragment, out of every log. */
export function emailChangeCancelLink(publicUrl: string, token: string): string {
  return `${publicUrl}/email-change/cancel#token=${token}`;
}

/**
 * Changing the sign-in address. Whoever holds the password alone cannot do it: the current factor
 * (a code to the current address, or the authenticator app) agrees as well as the new address;
 * the old address is then told with a link that cancels the change for 24 hours, and payments to
 * new recipients, new payees and PIN resets wait as long (users.email_changed_at).
 */
@Injectable()
export class EmailChangeService implements OnModuleInit {
  private readonly cancelKey: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly security: AccountSecurityService,
    private readonly codes: OneTimeCodesService,
    private readonly stepUps: StepUpService,
    private readonly mail: MailService,
    private readonly changes: EmailChangeWrites,
    private readonly jobs: JobsService,
    private readonly outbox: MailOutboxService,
  ) {
    this.cancelKey = deriveKey(config.appSecret, 'email-change-cancel');
  }

  onModuleInit(): void {
    this.jobs.register(EMAIL_CHANGE_CANCEL_MAIL_JOB, (tx, payload) =>
      this.composeCancelMail(tx, payload),
    );
  }

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
      const { code } = await this.codes.issueCode(tx, user.id, 'email_change', context);
      const current = await this.stepUps.open(tx, user.id, 'email_change_current', { newEmail });
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

  /**
   * Step 2: the current factor's code, then the new address's; the address changes, every browser
   * is forgotten, and the old address gets the link that cancels the change.
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_LOCKED,
   * AUTH_CODE_REUSED, USERS_EMAIL_TAKEN (someone took the address after the code was sent).
   */
  async confirm(
    auth: AuthContext,
    request: ConfirmEmailChangeRequest,
    client: ClientInfo,
  ): Promise<Me> {
    const { user } = auth;
    const current = await this.stepUps.check(user.id, 'email_change_current', request.currentCode);
    const checked = await this.codes.check({ userId: user.id }, 'email_change', request.code);
    // A code issued for an address that already had an account was never sent to anyone.
    const newEmail = String(checked.context.newEmail);
    if (checked.context.addressTaken === true || current.challenge.context.newEmail !== newEmail)
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'That code is not correct.');
    try {
      return await this.db.transaction(async (tx) => {
        await this.stepUps.spend(tx, current, 'email_change_current');
        await this.codes.consume(tx, checked, 'email_change');
        // A hash nobody holds the token of, until the job that mails the link sets the real one.
        const unsent = this.hashOf(randomBytes(32).toString('base64url'));
        const change = { oldEmail: user.email, newEmail, cancelHash: unsent };
        await this.changes.apply(tx, user, change, client);
        return this.users.me((await this.users.findById(user.id, tx)) as User, tx);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    } finally {
      this.changes.wake();
    }
  }

  /**
   * The old address cancels a change within 24 hours: the address is restored, every session
   * ends and every browser is forgotten (whoever changed it had the password).
   * Errors: AUTH_CANCEL_LINK_INVALID; USERS_EMAIL_TAKEN when the old address was taken meanwhile.
   */
  async cancel(token: string, client: ClientInfo): Promise<MessageResponse> {
    try {
      await this.db.transaction(async (tx) => {
        const change = await this.changes.lockOpen(tx, this.hashOf(token));
        if (!change) throw cancelLinkInvalid();
        await this.changes.revert(tx, change, client);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    } finally {
      this.changes.wake();
    }
    return {
      message:
        'The email change was cancelled and your account signed out everywhere. Sign in with your ' +
        'old email and choose a new password: whoever changed it knew yours.',
    };
  }

  /**
   * The job that tells the old address, with the link that cancels the change: the token is made
   * here, when the mail goes (a retry makes a new one), so no job row ever holds it.
   */
  private async composeCancelMail(
    tx: EntityManager,
    payload: Record<string, unknown>,
  ): Promise<AfterCommit | void> {
    const token = randomBytes(32).toString('base64url');
    const change = await this.changes.setCancelHash(
      tx,
      String(payload.changeId),
      this.hashOf(token),
    );
    if (!change) return;
    const user = await this.users.findById(change.userId, tx);
    if (!user) return;
    const link = emailChangeCancelLink(this.config.publicUrl, token);
    const mail = authMail.emailChangedCancel(
      change.oldEmail,
      user.firstName,
      change.newEmail,
      link,
    );
    return () => this.outbox.deliver(mail);
  }

  private hashOf(token: string): string {
    return keyedHash(this.cancelKey, token);
  }
}

function emailTaken(): AuthException {
  return new AuthException(AuthErrorCode.EMAIL_TAKEN, 'Another account already uses this email.');
}

function cancelLinkInvalid(): AuthException {
  return new AuthException(
    AuthErrorCode.CANCEL_LINK_INVALID,
    'This link is not valid any more: it works once, for 24 hours after the change. Contact support if your email was changed without you.',
  );
}
