import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EmailRequest, MessageResponse, RegisterRequest, VerifyEmailRequest } from '@vaultline/contracts';
import { AuthErrorCode, CommonErrorCode } from '@vaultline/contracts';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { User } from '../../modules/users/user.entity';
import { UsersService } from '../../modules/users/users.service';
import { AuditService } from '../audit/audit.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AppException } from '../http/app.exception';
import { MailMessage, MailService } from '../mail/mail.service';
import { authMail } from './auth-mail';
import { AuthException } from './auth.exception';
import type { ClientInfo } from './client-info.decorator';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordsService } from './passwords.service';
import { CODE_SENDS, ThrottleService } from './throttle.service';

export const REGISTERED_MESSAGE = 'Account created! Please check your email for the OTP code.';
const CODE_SENT_MESSAGE = 'If this email has an account waiting for verification, we sent a new code. It works for 10 minutes.';
const MAIL_FAILED_MESSAGE = 'We could not send the email just now. Please use "Resend OTP" in a minute.';

export function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error as QueryFailedError & { code?: string }).code === '23505';
}

/**
 * Sign-up and email verification. Answers never reveal whether an address already has an
 * account: a second sign-up with a known address emails its owner instead.
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

  /** Errors: AUTH_PASSWORD_TOO_COMMON; 503 when the email cannot be sent (the account exists: resend works). */
  async register(request: RegisterRequest, client: ClientInfo): Promise<MessageResponse> {
    this.passwords.assertAcceptable(request.password, request.email);
    const passwordHash = await this.passwords.hash(request.password);
    // Counted before the transaction: on the embedded database a transaction holds the only session.
    const mayEmail = (await this.throttles.claim(`code-send:${emailKey(request.email)}`, CODE_SENDS)).allowed;
    let mail: MailMessage | null;
    try {
      mail = await this.db.transaction((tx) => this.createOrNotice(tx, request, passwordHash, mayEmail, client));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent sign-up with the same address won the race: answer as if it were this one.
      mail = null;
    }
    await this.deliver(mail);
    return { message: REGISTERED_MESSAGE };
  }

  /** Sends a new verification code (same answer whatever the address). Errors: AUTH_CODE_RESEND_LIMIT. */
  async sendVerificationCode(request: EmailRequest): Promise<MessageResponse> {
    const email = request.email;
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

  /** Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED. */
  async verifyEmail(request: VerifyEmailRequest, client: ClientInfo): Promise<MessageResponse> {
    const user = await this.users.findByEmail(request.email);
    if (!user) throw new AuthException(AuthErrorCode.CODE_INVALID, 'That code is not correct. Request a new one.');
    if (user.emailVerifiedAt) return { message: 'Email Verified!' };
    const checked = await this.codes.check({ userId: user.id }, 'verify_email', request.code);
    await this.db.transaction(async (tx) => {
      await this.codes.consume(tx, checked, 'verify_email');
      await tx.getRepository(User).update({ id: user.id }, { emailVerifiedAt: new Date() });
      await this.audit.record(tx, {
        actor: { id: user.id, role: user.role },
        action: 'auth.email_verified',
        target: { type: 'user', id: user.id },
        ip: client.ip,
      });
    });
    return { message: 'Email Verified!' };
  }

  private async createOrNotice(tx: EntityManager, request: RegisterRequest, passwordHash: string, mayEmail: boolean, client: ClientInfo) {
    const existing = await this.users.findByEmail(request.email, tx);
    if (existing) {
      if (!mayEmail) return null;
      if (existing.emailVerifiedAt) return authMail.alreadyRegistered(existing.email, existing.firstName, this.config.publicUrl);
      const { code } = await this.codes.issueCode(tx, existing.id, 'verify_email');
      return authMail.verificationCode(existing.email, existing.firstName, code);
    }
    const user = await tx.getRepository(User).save(
      tx.getRepository(User).create({
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        passwordHash,
        role: 'customer',
      }),
    );
    const { code } = await this.codes.issueCode(tx, user.id, 'verify_email');
    await this.audit.record(tx, { actor: { id: user.id, role: 'customer' }, action: 'auth.registered', target: { type: 'user', id: user.id }, ip: client.ip });
    return authMail.verificationCode(user.email, user.firstName, code);
  }

  private async claimSend(email: string): Promise<void> {
    const claim = await this.throttles.claim(`code-send:${emailKey(email)}`, CODE_SENDS);
    if (!claim.allowed) {
      throw new AuthException(
        AuthErrorCode.CODE_RESEND_LIMIT,
        `You asked for several codes recently. Please wait ${Math.ceil(claim.retryAfterS / 60)} minutes before asking again.`,
        { retryAfterS: claim.retryAfterS },
      );
    }
  }

  private async deliver(mail: MailMessage | null): Promise<void> {
    if (mail && !(await this.mail.send(mail))) {
      throw new AppException(503, CommonErrorCode.SERVICE_UNAVAILABLE, MAIL_FAILED_MESSAGE);
    }
  }
}
