import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  ChangePasswordRequest,
  EmailRequest,
  MessageResponse,
  ResetPasswordRequest,
} from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException, throttled } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { AfterCommit } from '../../platform/jobs/jobs.types';
import { MAIL_ATTEMPTS_MAX, MailOutboxService } from '../../platform/mail/mail-outbox.service';
import {
  CODE_SENDS,
  MAIL_REQUESTS_PER_ADDRESS,
  SIGN_IN_PER_ACCOUNT,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import { NotificationsService } from '../notifications/notifications.service';
import { securityNotices } from '../notifications/security-notices';
import type { AuthContext } from '../users/auth-context';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { authMail, passwordResetLink } from './auth-mail';
import { bumpTokenVersion, setPassword, setPasswordFromReset } from './credentials.queries';
import { KnownDevicesService } from './known-devices.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordsService } from './passwords.service';
import { emailKey } from './registration.service';
import { SessionsService } from './sessions.service';
import { IssuedSession, SignInService } from './sign-in.service';

/** In the portal and always by email, in the words of the mail it had before. */
const passwordChangedNotice = (user: User) =>
  securityNotices.passwordChanged(authMail.passwordChanged(user.email, user.firstName));

const RESET_REQUESTED =
  'If an account exists for this email, we sent a link to choose a new password. It works once, for 24 hours.';

/** Looks the address up, issues a reset link and mails it, after the request has been answered. */
export const PASSWORD_RESET_MAIL_JOB = 'auth.password_reset_mail';

/** Password change and reset, sign-out everywhere: everything that must end other sessions at once. */
@Injectable()
export class AccountSecurityService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly passwords: PasswordsService,
    private readonly codes: OneTimeCodesService,
    private readonly sessions: SessionsService,
    private readonly signIn: SignInService,
    private readonly throttles: ThrottleService,
    private readonly jobs: JobsService,
    private readonly outbox: MailOutboxService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly devices: KnownDevicesService,
  ) {}

  onModuleInit(): void {
    const options = { attemptsMax: MAIL_ATTEMPTS_MAX };
    this.jobs.register(
      PASSWORD_RESET_MAIL_JOB,
      (tx, payload) => this.composeResetMail(tx, payload),
      options,
    );
  }

  /**
   * Changes the password, revokes every other session and older access token, and keeps this
   * browser signed in with new tokens.
   * Errors: AUTH_THROTTLED, AUTH_CURRENT_PASSWORD_WRONG, AUTH_PASSWORD_TOO_COMMON.
   */
  async changePassword(
    auth: AuthContext,
    request: ChangePasswordRequest,
    client: ClientInfo,
  ): Promise<IssuedSession> {
    const { user } = auth;
    await this.assertPassword(user, request.currentPassword);
    this.passwords.assertAcceptable(request.newPassword, user.email);
    const passwordHash = await this.passwords.hash(request.newPassword);
    const issued = await this.db.transaction(async (tx) => {
      await setPassword(tx, user.id, passwordHash);
      await this.sessions.revokeAll(tx, user.id, 'password changed', auth.sessionId);
      await this.audit.record(tx, {
        actor: { id: user.id, role: user.role },
        action: 'auth.password_changed',
        target: { type: 'user', id: user.id },
        ip: client.ip,
      });
      await this.notifications.notify(tx, user.id, passwordChangedNotice(user));
      const updated = (await this.users.findById(user.id, tx)) as User;
      const refresh = await this.sessions.reissue(tx, auth.sessionId);
      return { body: await this.signIn.sessionBody(tx, updated, auth.sessionId), refresh };
    });
    this.outbox.wake();
    return issued;
  }

  /**
   * Emails a reset link if the account exists. The answer does the same work whatever the address
   * (the throttles, one queued job); the lookup, the link and the mail happen in the job.
   * Errors: AUTH_THROTTLED (too many requests from this client address).
   */
  async forgotPassword(request: EmailRequest, client: ClientInfo): Promise<MessageResponse> {
    await this.throttles.enforce([
      { key: `mail-request:ip:${client.ip}`, policy: MAIL_REQUESTS_PER_ADDRESS },
    ]);
    const claim = await this.throttles.claim(`code-send:${emailKey(request.email)}`, CODE_SENDS);
    if (claim.allowed) {
      const payload = { email: request.email, ip: client.ip };
      await this.jobs.enqueue(this.db.manager, PASSWORD_RESET_MAIL_JOB, new Date(), payload);
      this.jobs.wake();
    }
    return { message: RESET_REQUESTED };
  }

  /** Errors: AUTH_RESET_LINK_INVALID, AUTH_PASSWORD_TOO_COMMON. */
  async resetPassword(request: ResetPasswordRequest, client: ClientInfo): Promise<MessageResponse> {
    const checked = await this.codes.checkLink(request.token, 'password_reset');
    const user = await this.users.findById(checked.userId);
    if (!user)
      throw new AuthException(AuthErrorCode.RESET_LINK_INVALID, 'This link is not valid any more.');
    this.passwords.assertAcceptable(request.newPassword, user.email);
    const passwordHash = await this.passwords.hash(request.newPassword);
    await this.db.transaction(async (tx) => {
      await this.codes.consume(tx, checked, 'password_reset');
      // Following the emailed link proves the address, so it counts as verified.
      await setPasswordFromReset(tx, user.id, passwordHash);
      await this.sessions.revokeAll(tx, user.id, 'password reset');
      await this.devices.forgetAll(tx, user.id);
      await this.audit.record(tx, {
        actor: { id: user.id, role: user.role },
        action: 'auth.password_reset',
        target: { type: 'user', id: user.id },
        ip: client.ip,
      });
      await this.notifications.notify(tx, user.id, passwordChangedNotice(user));
    });
    this.outbox.wake();
    await this.throttles.succeed(`sign-in:account:${emailKey(user.email)}`);
    return { message: 'Your password was changed. Sign in with the new one.' };
  }

  /** Ends every session everywhere, makes every access token issued so far invalid, forgets every browser. */
  async signOutEverywhere(auth: AuthContext, client: ClientInfo): Promise<void> {
    await this.db.transaction(async (tx) => {
      await bumpTokenVersion(tx, auth.user.id);
      await this.sessions.revokeAll(tx, auth.user.id, 'signed out everywhere');
      // Whoever signed out everywhere fears someone else is in: every browser proves itself again.
      await this.devices.forgetAll(tx, auth.user.id);
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'auth.sign_out_everywhere',
        target: { type: 'user', id: auth.user.id },
        ip: client.ip,
      });
    });
  }

  /** Checks a signed-in user's password (throttled like sign-in). Errors: AUTH_THROTTLED, AUTH_CURRENT_PASSWORD_WRONG. */
  async assertPassword(user: User, password: string): Promise<void> {
    const key = `sign-in:account:${emailKey(user.email)}`;
    const claim = await this.throttles.claim(key, SIGN_IN_PER_ACCOUNT);
    if (!claim.allowed) throw throttled(claim.retryAfterS);
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      throw new AuthException(
        AuthErrorCode.CURRENT_PASSWORD_WRONG,
        'Current password did not match saved password!.',
      );
    }
    await this.throttles.succeed(key);
  }

  /**
   * The reset job: issues a link (superseding any earlier one, so a retry after a failed send
   * leaves one working link) and sends it once that is committed. The token exists only in this
   * process and the mail, never in the jobs table.
   */
  private async composeResetMail(
    tx: EntityManager,
    payload: Record<string, unknown>,
  ): Promise<AfterCommit | void> {
    const user = await this.users.findByEmail(String(payload.email), tx);
    if (!user || user.status !== 'active') return;
    const token = await this.codes.issueLink(tx, user.id, 'password_reset');
    const target = { type: 'user', id: user.id };
    const ip = String(payload.ip);
    await this.audit.record(tx, {
      actor: null,
      action: 'auth.password_reset_requested',
      target,
      ip,
    });
    const mail = authMail.passwordReset(
      user.email,
      user.firstName,
      passwordResetLink(this.config.publicUrl, token),
    );
    return () => this.outbox.deliver(mail);
  }
}
