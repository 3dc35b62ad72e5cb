import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  EmailRequest,
  MessageResponse,
  RegisterRequest,
  VerifyEmailRequest,
} from '@vaultline/contracts';
import { AuthErrorCode, CommonErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException, resendLimited, throttled } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { isUniqueViolation } from '../../platform/database/sql-error';
import { AppException } from '../../platform/http/app.exception';
import { MailMessage, MailService } from '../../platform/mail/mail.service';
import {
  CODE_SENDS,
  EMAIL_VERIFY_PER_ACCOUNT,
  EMAIL_VERIFY_PER_ADDRESS,
  MAIL_REQUESTS_PER_ADDRESS,
  REGISTRATIONS_PER_ADDRESS,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import { DEFAULT_NOTIFICATIONS, User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { authMail } from './auth-mail';
import { replaceUnverified } from './credentials.queries';
import type { DeviceOwner } from './known-devices.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordsService } from './passwords.service';

export const REGISTERED_MESSAGE = 'Account created! Please check your email for the OTP code.';
const CODE_SENT_MESSAGE =
  'If this email has an account waiting for verification, we sent a new code. It works for 10 minutes.';
const MAIL_FAILED_MESSAGE =
  'We could not send the email just now. Please use "Resend OTP" in a minute.';
/** Stands in for the user when an address has nothing to verify (no row has it). */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/** A sign-up being written: what was asked, the password's hash (computed before the transaction), and who asked. */
interface SignUp {
  request: RegisterRequest;
  passwordHash: string;
  client: ClientInfo;
}

function wrongVerificationCode(): AuthException {
  return new AuthException(
    AuthErrorCode.CODE_INVALID,
    'That code is not correct or no longer works. Check the newest email, or ask for a new code.',
  );
}

export function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

/**
 * Sign-up and email verification. Answers never reveal whether an address already has an
 * account: a second sign-up with a verified address emails its owner instead, and a wrong code
 * gets one answer whatever the address.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly passwords: PasswordsService,
    private readonly codes: OneTimeCodesService,
    private readonly throttles: ThrottleService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Creates the account, or, for an address still waiting for verification, replaces its password
   * and names (whoever can read the code wins, not whoever came first). The throttles are claimed
   * before the password is hashed, so a refused sign-up costs no argon2 work.
   * Errors: AUTH_PASSWORD_TOO_COMMON, AUTH_THROTTLED; 503 when the email cannot be sent (resend works).
   */
  async register(request: RegisterRequest, client: ClientInfo): Promise<MessageResponse> {
    this.passwords.assertAcceptable(request.password, request.email);
    const claim = await this.throttles.claimAll([
      { key: `code-send:${emailKey(request.email)}`, policy: CODE_SENDS },
      {
        key: `register:ip:${client.ip}`,
        policy: {
          ...REGISTRATIONS_PER_ADDRESS,
          maxPerWindow: this.config.registrationsPerAddressPerHour,
        },
      },
    ]);
    if (!claim.allowed) throw throttled(claim.retryAfterS);
    const passwordHash = await this.passwords.hash(request.password);
    let mail: MailMessage | null;
    try {
      mail = await this.db.transaction((tx) =>
        this.createReplaceOrNotice(tx, { request, passwordHash, client }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent sign-up with the same address won the race: answer as if it were this one.
      mail = null;
    }
    await this.deliver(mail);
    return { message: REGISTERED_MESSAGE };
  }

  /** Sends a new verification code (same answer whatever the address). Errors: AUTH_THROTTLED, AUTH_CODE_RESEND_LIMIT. */
  async sendVerificationCode(request: EmailRequest, client: ClientInfo): Promise<MessageResponse> {
    const email = request.email;
    await this.throttles.enforce([
      { key: `mail-request:ip:${client.ip}`, policy: MAIL_REQUESTS_PER_ADDRESS },
    ]);
    await this.claimSend(email);
    const mail = await this.db.transaction(async (tx) => {
      const user = await this.users.findByEmail(email, tx);
      if (!user || user.emailVerifiedAt || user.status !== 'active') return null;
      const { code } = await this.codes.issueCode(tx, user.id, 'verify_email');
      return authMail.verificationCode(user.email, user.firstName, code);
    });
    await this.deliver(mail);
    return { message: CODE_SENT_MESSAGE };
  }

  /**
   * Verifies an address with its code. Unknown, already verified and waiting addresses get the
   * same answer to a wrong code, after the same work; tries are throttled per address and per
   * client address before anything is looked up.
   * Errors: AUTH_THROTTLED, AUTH_CODE_INVALID (any code that does not verify).
   */
  async verifyEmail(
    request: VerifyEmailRequest,
    client: ClientInfo,
  ): Promise<MessageResponse & { user: DeviceOwner }> {
    const keys = [
      { key: `email-verify:account:${emailKey(request.email)}`, policy: EMAIL_VERIFY_PER_ACCOUNT },
      { key: `email-verify:ip:${client.ip}`, policy: EMAIL_VERIFY_PER_ADDRESS },
    ] as const;
    const claim = await this.throttles.claimAll(keys);
    if (!claim.allowed) throw throttled(claim.retryAfterS);
    const user = await this.users.findByEmail(request.email);
    const waiting = user && !user.emailVerifiedAt && user.status === 'active' ? user : null;
    // Someone with nothing to verify is checked against no user: the same queries, the same refusal.
    const target = { userId: waiting?.id ?? NO_USER_ID };
    const checked = await this.codes
      .check(target, 'verify_email', request.code)
      .catch((error: unknown) => {
        throw error instanceof AuthException ? wrongVerificationCode() : error;
      });
    await this.db.transaction(async (tx) => {
      await this.codes.consume(tx, checked, 'verify_email');
      await tx.getRepository(User).update({ id: checked.userId }, { emailVerifiedAt: new Date() });
      await this.audit.record(tx, {
        actor: { id: checked.userId, role: waiting?.role ?? 'customer' },
        action: 'auth.email_verified',
        target: { type: 'user', id: checked.userId },
        ip: client.ip,
      });
    });
    await Promise.all(keys.map(({ key }) => this.throttles.succeed(key)));
    return { message: 'Email Verified!', user: { id: checked.userId, email: request.email } };
  }

  private async createReplaceOrNotice(tx: EntityManager, signUp: SignUp): Promise<MailMessage> {
    const { request, passwordHash, client } = signUp;
    const existing = await this.users.findByEmail(request.email, tx);
    if (existing && (existing.emailVerifiedAt || existing.status !== 'active')) {
      // Sent now, not queued: this answer must take as long as a new sign-up's, which mails its code now.
      return authMail.alreadyRegistered(existing.email, existing.firstName, this.config.publicUrl);
    }
    if (existing) return this.replaceUnverified(tx, existing, signUp);
    const user = await tx.getRepository(User).save(
      tx.getRepository(User).create({
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        passwordHash,
        role: 'customer',
        notifications: { ...DEFAULT_NOTIFICATIONS, marketing: request.marketing === true },
      }),
    );
    const { code } = await this.codes.issueCode(tx, user.id, 'verify_email');
    const target = { type: 'user', id: user.id };
    const actor = { id: user.id, role: 'customer' };
    await this.audit.record(tx, { actor, action: 'auth.registered', target, ip: client.ip });
    return authMail.verificationCode(user.email, user.firstName, code);
  }

  /**
   * A sign-up for an address nobody has verified yet: the earlier sign-up proved nothing, so this
   * one's password and names replace it, and a new code supersedes the old one.
   */
  private async replaceUnverified(
    tx: EntityManager,
    existing: User,
    signUp: SignUp,
  ): Promise<MailMessage> {
    const { request, passwordHash, client } = signUp;
    const replaced = await replaceUnverified(tx, existing.id, {
      passwordHash,
      firstName: request.firstName,
      lastName: request.lastName,
      marketing: request.marketing === true,
    });
    // Verified in the meantime: the owner keeps everything and is told, as for any verified address.
    if (!replaced) {
      return authMail.alreadyRegistered(existing.email, existing.firstName, this.config.publicUrl);
    }
    const { code } = await this.codes.issueCode(tx, existing.id, 'verify_email');
    const target = { type: 'user', id: existing.id };
    await this.audit.record(tx, {
      actor: null,
      action: 'auth.registration_replaced',
      target,
      ip: client.ip,
    });
    return authMail.verificationCode(existing.email, request.firstName, code);
  }

  private async claimSend(email: string): Promise<void> {
    const claim = await this.throttles.claim(`code-send:${emailKey(email)}`, CODE_SENDS);
    if (!claim.allowed) throw resendLimited(claim.retryAfterS);
  }

  private async deliver(mail: MailMessage | null): Promise<void> {
    if (mail && !(await this.mail.send(mail))) {
      throw new AppException(503, CommonErrorCode.SERVICE_UNAVAILABLE, MAIL_FAILED_MESSAGE);
    }
  }
}
