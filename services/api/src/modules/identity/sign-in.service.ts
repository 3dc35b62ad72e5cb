import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type {
  CodeRequiredResponse,
  SessionResponse,
  SignInCodeRequest,
  SignInRequest,
} from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { ACCESS_TOKEN_TTL_S, AccessTokensService } from '../../platform/auth/access-tokens.service';
import { AuthException, throttled } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { MailService } from '../../platform/mail/mail.service';
import {
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  ThrottleKey,
  ThrottleService,
} from '../../platform/throttle/throttle.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { authMail } from './auth-mail';
import {
  APP_CHALLENGE,
  AuthenticatorSignInService,
  recoveryCodeNotAccepted,
} from './authenticator-sign-in.service';
import { AuthenticatorsService } from './authenticators.service';
import { KnownDevicesService } from './known-devices.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { PasswordsService } from './passwords.service';
import { emailKey } from './registration.service';
import { IssuedRefreshToken, SessionsService } from './sessions.service';

/** How the second step was passed (`known_device`: skipped, on a browser trusted lately). */
export type SecondFactor = 'known_device' | 'email' | 'totp' | 'recovery_code';

/** A session for the browser: the body for the client and the refresh token for the cookie. */
export interface IssuedSession {
  body: SessionResponse;
  refresh: IssuedRefreshToken;
}

/** A session a sign-in started, and how its second step was passed. */
export interface SignedIn extends IssuedSession {
  secondFactor: SecondFactor;
}

type SignInOutcome = SignedIn | CodeRequiredResponse;

const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * Sign-in: password, second factor, session. The second factor is the authenticator app where one
 * is set up, else an emailed code; it is asked every time when the customer chose so (the app, or
 * "always ask" for emailed codes), and otherwise on every browser that has not passed one for the
 * account lately (KnownDevicesService): a password alone never opens an account on a new device.
 * Unknown emails and wrong passwords get the same answer in the same time; failures are throttled
 * per account (per device for a browser that signed in to the account before) and per address.
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
    private readonly outbox: MailOutboxService,
    private readonly audit: AuditService,
    private readonly authenticators: AuthenticatorsService,
    private readonly appSignIn: AuthenticatorSignInService,
    private readonly devices: KnownDevicesService,
  ) {}

  /**
   * `knownDevice`: the id from a genuine device cookie for this email (a browser that signed in to
   * this account before): its failures are counted for that device instead of for the account.
   * Errors: AUTH_THROTTLED (429), AUTH_INVALID_CREDENTIALS (401), AUTH_EMAIL_NOT_VERIFIED (403),
   * AUTH_CODE_LOCKED (429, two-factor codes blocked after too many wrong ones).
   */
  async signIn(
    request: SignInRequest,
    client: ClientInfo,
    knownDevice: string | null = null,
  ): Promise<SignInOutcome> {
    const keys = attemptKeys(request.email, client, knownDevice);
    const claim = await this.throttles.claimAll(keys);
    if (!claim.allowed) throw throttled(claim.retryAfterS);
    const user = await this.users.findByEmail(request.email);
    const passwordOk = await this.passwords.verify(user?.passwordHash ?? null, request.password);
    if (!user || !passwordOk || user.status !== 'active') {
      await this.recordFailure(user, claim.consecutive, knownDevice !== null, client);
      throw new AuthException(AuthErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
    }
    await Promise.all(keys.map(({ key }) => this.throttles.succeed(key)));
    if (!user.emailVerifiedAt) {
      throw new AuthException(
        AuthErrorCode.EMAIL_NOT_VERIFIED,
        'Please verify your email first. We can send you a new code.',
      );
    }
    const rememberMe = request.rememberMe ?? false;
    // The authenticator app, once set up, replaces emailed codes: nothing is sent.
    if (await this.authenticators.isActive(user.id))
      return this.appSignIn.challenge(user, rememberMe, client);
    if (user.twoFactorEnabled || !(await this.devices.trusted(user.id, knownDevice)))
      return this.sendSignInCode(user, rememberMe, client);
    return this.db.transaction((tx) =>
      this.startSession(tx, user, rememberMe, client, 'known_device'),
    );
  }

  /**
   * Second factor: the emailed code, or for the authenticator app a current code from it or one
   * unused recovery code (which is then spent).
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_LOCKED,
   * AUTH_CODE_REUSED (a code from the app already used).
   */
  async signInWithCode(request: SignInCodeRequest, client: ClientInfo): Promise<SignedIn> {
    if ((await this.codes.purposeOf(request.challengeId)) === APP_CHALLENGE)
      return this.signInWithApp(request, client);
    if (request.code === undefined) throw recoveryCodeNotAccepted();
    const checked = await this.codes.check(
      { codeId: request.challengeId },
      'sign_in',
      request.code,
    );
    const user = await this.activeUser(checked.userId);
    return this.db.transaction(async (tx) => {
      await this.codes.consume(tx, checked, 'sign_in');
      return this.startSession(tx, user, checked.context.rememberMe === true, client, 'email');
    });
  }

  /** Access token + user for a session; used by sign-in, refresh and password change. */
  async sessionBody(tx: EntityManager, user: User, sessionId: string): Promise<SessionResponse> {
    return {
      status: 'signed_in',
      accessToken: this.tokens.issue({
        sub: user.id,
        role: user.role,
        ver: user.tokenVersion,
        sid: sessionId,
      }),
      expiresInS: ACCESS_TOKEN_TTL_S,
      user: await this.users.me(user, tx),
    };
  }

  private async signInWithApp(request: SignInCodeRequest, client: ClientInfo): Promise<SignedIn> {
    const proof = await this.appSignIn.check(request);
    const user = await this.activeUser(proof.challenge.userId);
    const persistent = proof.challenge.context.rememberMe === true;
    const issued = await this.db.transaction(async (tx) => {
      await this.appSignIn.spend(tx, proof, user, client);
      return this.startSession(tx, user, persistent, client, proof.kind);
    });
    if (proof.kind === 'recovery_code') this.outbox.wake();
    return issued;
  }

  private async activeUser(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user || user.status !== 'active')
      throw new AuthException(AuthErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
    return user;
  }

  private async startSession(
    tx: EntityManager,
    user: User,
    persistent: boolean,
    client: ClientInfo,
    secondFactor: SecondFactor,
  ): Promise<SignedIn> {
    const refresh = await this.sessions.start(tx, user, persistent, client);
    await this.audit.record(tx, {
      actor: { id: user.id, role: user.role },
      action: 'auth.sign_in',
      target: { type: 'session', id: refresh.sessionId },
      ip: client.ip,
      details: { userAgent: client.userAgent, persistent, secondFactor },
    });
    return { body: await this.sessionBody(tx, user, refresh.sessionId), refresh, secondFactor };
  }

  private async sendSignInCode(
    user: User,
    rememberMe: boolean,
    client: ClientInfo,
  ): Promise<CodeRequiredResponse> {
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
    return {
      status: 'code_required',
      challengeId: id,
      method: 'email',
      message: `We sent a 6-digit code to ${maskEmail(user.email)}.`,
    };
  }

  /**
   * `consecutive` counts this failure (on the account's counter, or the known device's); the one that
   * reaches the limit is recorded as a lockout too.
   */
  private async recordFailure(
    user: User | null,
    consecutive: number,
    knownDevice: boolean,
    client: ClientInfo,
  ): Promise<void> {
    const base = {
      ip: client.ip,
      target: user ? { type: 'user', id: user.id } : null,
      actor: null,
    };
    const failures = { consecutiveFailures: consecutive, knownDevice };
    await this.db.transaction(async (tx) => {
      const details = { knownAccount: user !== null, ...failures, userAgent: client.userAgent };
      await this.audit.record(tx, { ...base, action: 'auth.sign_in_failed', details });
      if (consecutive === SIGN_IN_PER_ACCOUNT.consecutiveLimit) {
        await this.audit.record(tx, { ...base, action: 'auth.lockout', details: failures });
      }
    });
  }
}

/**
 * The counters a sign-in attempt claims before the password is checked: the account's (or, for a
 * known device, that device's) and the client address's. Per-address limits apply to everyone.
 */
function attemptKeys(
  email: string,
  client: ClientInfo,
  knownDevice: string | null,
): [ThrottleKey, ThrottleKey] {
  const own = knownDevice ? `sign-in:device:${knownDevice}` : `sign-in:account:${emailKey(email)}`;
  return [
    { key: own, policy: SIGN_IN_PER_ACCOUNT },
    { key: `sign-in:ip:${client.ip}`, policy: SIGN_IN_PER_ADDRESS },
  ];
}

/** "ada@example.com" → "a**@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}${'*'.repeat(Math.max(2, local.length - 1))}@${domain}`;
}
