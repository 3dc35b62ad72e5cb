import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CodeRequiredResponse, SessionResponse, SignInCodeRequest, SignInRequest } from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { User } from '../../modules/users/user.entity';
import { UsersService } from '../../modules/users/users.service';
import { AuditService } from '../audit/audit.service';
import { MailService } from '../mail/mail.service';
import { ACCESS_TOKEN_TTL_S, AccessTokensService } from './access-tokens.service';
import { authMail } from './auth-mail';
import { AuthException, throttled } from './auth.exception';
import type { ClientInfo } from './client-info.decorator';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordsService } from './passwords.service';
import { emailKey } from './registration.service';
import { IssuedRefreshToken, SessionsService } from './sessions.service';
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, ThrottleService } from './throttle.service';

/** A session for the browser: the body for the client and the refresh token for the cookie. */
export interface IssuedSession {
  body: SessionResponse;
  refresh: IssuedRefreshToken;
}

const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * Sign-in: password, optional emailed second factor, session. Unknown emails and wrong passwords
 * get the same answer in the same time; failures are throttled per account and per client address.
 */
@Injectable()
export class SignInService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly passwords: PasswordsService,
    private readonly tokens: AccessTokensService,
    private readonly sessions: SessionsService,
    private readonly codes: OneTimeCodesService,
    private readonly throttles: ThrottleService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Errors: AUTH_THROTTLED (429), AUTH_INVALID_CREDENTIALS (401), AUTH_EMAIL_NOT_VERIFIED (403).
   */
  async signIn(request: SignInRequest, client: ClientInfo): Promise<IssuedSession | CodeRequiredResponse> {
    const accountKey = `sign-in:account:${emailKey(request.email)}`;
    const addressKey = `sign-in:ip:${client.ip}`;
    const consecutive = await this.claimAttempt(accountKey, addressKey);
    const user = await this.users.findByEmail(request.email);
    const passwordOk = await this.passwords.verify(user?.passwordHash ?? null, request.password);
    if (!user || !passwordOk || user.status !== 'active') {
      await this.recordFailure(user, consecutive, client);
      throw new AuthException(AuthErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
    }
    await Promise.all([this.throttles.succeed(accountKey), this.throttles.succeed(addressKey)]);
    if (!user.emailVerifiedAt) {
      throw new AuthException(AuthErrorCode.EMAIL_NOT_VERIFIED, 'Please verify your email first. We can send you a new code.');
    }
    if (user.twoFactorEnabled) return this.sendSignInCode(user, request.rememberMe ?? false, client);
    return this.db.transaction((tx) => this.startSession(tx, user, request.rememberMe ?? false, client));
  }

  /** Second factor. Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED. */
  async signInWithCode(request: SignInCodeRequest, client: ClientInfo): Promise<IssuedSession> {
    const checked = await this.codes.check({ codeId: request.challengeId }, 'sign_in', request.code);
    const user = await this.users.findById(checked.userId);
    if (!user || user.status !== 'active') throw new AuthException(AuthErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
    return this.db.transaction(async (tx) => {
      await this.codes.consume(tx, checked, 'sign_in');
      return this.startSession(tx, user, checked.context.rememberMe === true, client);
    });
  }

  /** Access token + user for a session; used by sign-in, refresh and password change. */
  async sessionBody(tx: EntityManager, user: User, sessionId: string): Promise<SessionResponse> {
    return {
      status: 'signed_in',
      accessToken: this.tokens.issue({ sub: user.id, role: user.role, ver: user.tokenVersion, sid: sessionId }),
      expiresInS: ACCESS_TOKEN_TTL_S,
      user: await this.users.me(user, tx),
    };
  }

  private async startSession(tx: EntityManager, user: User, persistent: boolean, client: ClientInfo): Promise<IssuedSession> {
    const refresh = await this.sessions.start(tx, user, persistent, client);
    await this.audit.record(tx, {
      actor: { id: user.id, role: user.role },
      action: 'auth.sign_in',
      target: { type: 'session', id: refresh.sessionId },
      ip: client.ip,
      details: { userAgent: client.userAgent, persistent },
    });
    return { body: await this.sessionBody(tx, user, refresh.sessionId), refresh };
  }

  private async sendSignInCode(user: User, rememberMe: boolean, client: ClientInfo): Promise<CodeRequiredResponse> {
    const { id, code } = await this.db.transaction(async (tx) => {
      const issued = await this.codes.issueCode(tx, user.id, 'sign_in', { rememberMe });
      await this.audit.record(tx, {
        actor: { id: user.id, role: user.role },
        action: 'auth.sign_in_code_sent',
        target: { type: 'user', id: user.id },
        ip: client.ip,
      });
      return issued;
    });
    await this.mail.send(authMail.signInCode(user.email, user.firstName, code));
    return { status: 'code_required', challengeId: id, message: `We sent a 6-digit code to ${maskEmail(user.email)}.` };
  }

  /** Both counters are claimed before the password is checked; if one refuses, the other's claim is taken back. */
  private async claimAttempt(accountKey: string, addressKey: string): Promise<number> {
    const account = await this.throttles.claim(accountKey, SIGN_IN_PER_ACCOUNT);
    if (!account.allowed) throw throttled(account.retryAfterS);
    const address = await this.throttles.claim(addressKey, SIGN_IN_PER_ADDRESS);
    if (!address.allowed) {
      await this.throttles.release(accountKey, SIGN_IN_PER_ACCOUNT);
      throw throttled(address.retryAfterS);
    }
    return account.consecutive;
  }

  /** `consecutive` counts this failure; the one that reaches the limit is recorded as a lockout too. */
  private async recordFailure(user: User | null, consecutive: number, client: ClientInfo): Promise<void> {
    const base = { ip: client.ip, target: user ? { type: 'user', id: user.id } : null };
    await this.db.transaction(async (tx) => {
      await this.audit.record(tx, {
        ...base,
        actor: null,
        action: 'auth.sign_in_failed',
        details: { knownAccount: user !== null, consecutiveFailures: consecutive, userAgent: client.userAgent },
      });
      if (consecutive === SIGN_IN_PER_ACCOUNT.consecutiveLimit) {
        await this.audit.record(tx, { ...base, actor: null, action: 'auth.lockout', details: { consecutiveFailures: consecutive } });
      }
    });
  }
}

/** "ada@example.com" → "a**@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.charAt(0)}${'*'.repeat(Math.max(2, local.length - 1))}@${domain}`;
}
