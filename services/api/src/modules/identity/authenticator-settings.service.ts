import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toString as qrCodeSvg } from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import type {
  AuthenticatorCodeRequest,
  AuthenticatorEnrolment,
  AuthenticatorStatus,
  DisableAuthenticatorRequest,
  Me,
  RecoveryCodesResponse,
  SecurityStepUpRequest,
  StartEnrolmentRequest,
  StepUpStarted,
  TwoFactorRequest,
} from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { MailService } from '../../platform/mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { securityNotices } from '../notifications/security-notices';
import type { AuthContext } from '../users/auth-context';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountSecurityService } from './account-security.service';
import { authMail } from './auth-mail';
import { AuthenticatorsService, type CheckedStep } from './authenticators.service';
import { StepUpService } from './step-up.service';
import { base32Encode, otpauthUri } from './totp';

/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'Vaultline';

/** The otpauth:// URI as a QR code: an SVG image in a data: URL (the page's CSP allows data: images). */
async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await qrCodeSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * A signed-in user's second factor: the security step-up (the password, then the current factor:
 * an emailed code, or the app where one is set up) that every change of it takes; the
 * authenticator app (set up after the step-up, confirmed with a code from the app, which returns
 * the recovery codes once; turned off with the password and a code from it or a recovery code; new
 * recovery codes for a code); "always ask for a code at sign-in" (off only after the step-up).
 * Every change is audited and the user told by email, as for a password change.
 */
@Injectable()
export class AuthenticatorSettingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly authenticators: AuthenticatorsService,
    private readonly security: AccountSecurityService,
    private readonly outbox: MailOutboxService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly stepUps: StepUpService,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  status(auth: AuthContext): Promise<AuthenticatorStatus> {
    return this.authenticators.status(auth.user.id);
  }

  /**
   * The security step-up: the password, then a code emailed (or the app's) that one change of the
   * second factor takes. Errors: AUTH_THROTTLED, AUTH_CURRENT_PASSWORD_WRONG, AUTH_CODE_LOCKED.
   */
  async stepUp(auth: AuthContext, request: SecurityStepUpRequest): Promise<StepUpStarted> {
    const { user } = auth;
    await this.security.assertPassword(user, request.password);
    const opened = await this.db.transaction((tx) =>
      this.stepUps.open(tx, user.id, 'security_change', {}),
    );
    if (opened.code)
      await this.mail.send(authMail.securityChangeCode(user.email, user.firstName, opened.code));
    return {
      method: opened.method,
      message:
        opened.method === 'totp'
          ? 'Enter a code from your authenticator app to confirm it is you.'
          : 'We emailed you a 6-digit code. Enter it to confirm it is you.',
    };
  }

  /**
   * After the security step-up: a new secret to add to the app, as a QR code and as text; sign-in
   * is unchanged until confirmed. Errors: the code errors, AUTH_TOTP_ALREADY_ENABLED.
   */
  async startEnrolment(
    auth: AuthContext,
    request: StartEnrolmentRequest,
    client: ClientInfo,
  ): Promise<AuthenticatorEnrolment> {
    const { user } = auth;
    const proof = await this.stepUps.check(user.id, 'security_change', request.code);
    const secret = await this.db.transaction(async (tx) => {
      await this.stepUps.spend(tx, proof, 'security_change');
      const created = await this.authenticators.createPending(tx, user.id);
      await this.record(tx, user, 'auth.totp_enrolment_started', client);
      return created;
    });
    const uri = otpauthUri(TOTP_ISSUER, user.email, secret);
    return {
      secret: base32Encode(secret),
      otpauthUri: uri,
      qrCodeDataUrl: await qrCodeDataUrl(uri),
    };
  }

  /**
   * A current code from the app makes it the second factor; returns the recovery codes, once.
   * Errors: AUTH_TOTP_NOT_PENDING, AUTH_CODE_INVALID, AUTH_CODE_REUSED, AUTH_CODE_LOCKED.
   */
  async confirmEnrolment(
    auth: AuthContext,
    request: AuthenticatorCodeRequest,
    client: ClientInfo,
  ): Promise<RecoveryCodesResponse> {
    const { user } = auth;
    const checked = await this.authenticators.checkCode(
      user.id,
      'pending',
      request.code,
      'authenticator',
    );
    const recoveryCodes = await this.db.transaction(async (tx) => {
      await this.authenticators.spendStep(tx, checked, true);
      const codes = await this.authenticators.replaceRecoveryCodes(tx, user.id);
      await this.record(tx, user, 'auth.totp_enabled', client);
      const mail = authMail.authenticatorEnabled(user.email, user.firstName);
      await this.notifications.notify(tx, user.id, securityNotices.authenticatorEnabled(mail));
      return codes;
    });
    this.outbox.wake();
    return { recoveryCodes };
  }

  /**
   * Turns the app off (its secret and recovery codes are deleted) with the password and proof of
   * the app: a current code from it, or one unused recovery code. Sign-in goes back to emailed codes.
   * Errors: AUTH_TOTP_NOT_ENABLED, AUTH_THROTTLED, AUTH_CURRENT_PASSWORD_WRONG, AUTH_CODE_INVALID,
   * AUTH_CODE_REUSED, AUTH_CODE_LOCKED.
   */
  async disable(
    auth: AuthContext,
    request: DisableAuthenticatorRequest,
    client: ClientInfo,
  ): Promise<AuthenticatorStatus> {
    const { user } = auth;
    await this.authenticators.assertActive(user.id);
    await this.security.assertPassword(user, request.password);
    const by = request.code !== undefined ? 'code' : 'recovery_code';
    const proof = await this.appProof(user.id, request);
    await this.db.transaction(async (tx) => {
      if ('step' in proof) await this.authenticators.spendStep(tx, proof);
      else await this.authenticators.spendRecoveryCode(tx, user.id, proof.recoveryCodeId);
      await this.authenticators.remove(tx, user.id);
      await this.record(tx, user, 'auth.totp_disabled', client, { by });
      const fallback = user.twoFactorEnabled ? 'email' : 'none';
      const mail = authMail.authenticatorDisabled(user.email, user.firstName, fallback);
      await this.notifications.notify(tx, user.id, securityNotices.authenticatorDisabled(mail));
    });
    this.outbox.wake();
    return this.authenticators.status(user.id);
  }

  /**
   * New recovery codes (the earlier ones stop working), for a current code from the app.
   * Errors: AUTH_TOTP_NOT_ENABLED, AUTH_CODE_INVALID, AUTH_CODE_REUSED, AUTH_CODE_LOCKED.
   */
  async renewRecoveryCodes(
    auth: AuthContext,
    request: AuthenticatorCodeRequest,
    client: ClientInfo,
  ): Promise<RecoveryCodesResponse> {
    const { user } = auth;
    const checked = await this.authenticators.checkCode(
      user.id,
      'active',
      request.code,
      'authenticator',
    );
    const recoveryCodes = await this.db.transaction(async (tx) => {
      await this.authenticators.spendStep(tx, checked);
      const codes = await this.authenticators.replaceRecoveryCodes(tx, user.id);
      await this.record(tx, user, 'auth.recovery_codes_renewed', client);
      const mail = authMail.recoveryCodesRenewed(user.email, user.firstName);
      await this.notifications.notify(tx, user.id, securityNotices.recoveryCodesRenewed(mail));
      return codes;
    });
    this.outbox.wake();
    return { recoveryCodes };
  }

  /**
   * "Always ask for a code at sign-in", on (at once) or off (the security step-up's code first: a
   * new browser is still always asked). Errors: the code errors.
   */
  async setTwoFactor(
    auth: AuthContext,
    request: TwoFactorRequest,
    client: ClientInfo,
  ): Promise<Me> {
    const { user } = auth;
    const proof = request.enabled
      ? null
      : await this.stepUps.check(user.id, 'security_change', request.code ?? '');
    const me = await this.db.transaction(async (tx) => {
      if (proof) await this.stepUps.spend(tx, proof, 'security_change');
      if (user.twoFactorEnabled !== request.enabled) {
        await tx.getRepository(User).update({ id: user.id }, { twoFactorEnabled: request.enabled });
        await this.audit.record(tx, {
          actor: { id: user.id, role: user.role },
          action: 'user.preferences_updated',
          target: { type: 'user', id: user.id },
          ip: client.ip,
          before: { twoFactorEnabled: user.twoFactorEnabled },
          after: { twoFactorEnabled: request.enabled },
        });
        await this.notifications.notify(tx, user.id, twoFactorNotice(request.enabled));
      }
      return this.users.me((await this.users.findById(user.id, tx)) as User, tx);
    });
    this.notifications.wake();
    return me;
  }

  /** A current code from the app, or an unused recovery code, checked (not spent). Errors: the code errors. */
  private async appProof(
    userId: string,
    request: DisableAuthenticatorRequest,
  ): Promise<CheckedStep | { recoveryCodeId: string }> {
    if (request.code !== undefined)
      return this.authenticators.checkCode(userId, 'active', request.code, 'authenticator');
    const recoveryCodeId = await this.authenticators.findRecoveryCode(
      userId,
      request.recoveryCode ?? '',
    );
    if (!recoveryCodeId)
      throw new AuthException(AuthErrorCode.CODE_INVALID, 'That code is not correct.');
    return { recoveryCodeId };
  }

  private record(
    tx: EntityManager,
    user: User,
    action: string,
    client: ClientInfo,
    details?: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(tx, {
      actor: { id: user.id, role: user.role },
      action,
      target: { type: 'user', id: user.id },
      ip: client.ip,
      details,
    });
  }
}

/** "Always ask for a code" turned on or off (the authenticator app has its own notices). */
function twoFactorNotice(on: boolean) {
  return securityNotices.twoFactorChanged(
    on,
    on
      ? 'Signing in now asks for a code we email you every time, on every browser.'
      : 'Signing in asks for a code we email you only on a browser that has not signed in to your account lately.',
  );
}
