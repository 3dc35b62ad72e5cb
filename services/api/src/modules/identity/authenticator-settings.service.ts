import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AuthenticatorCodeRequest,
  AuthenticatorEnrolment,
  AuthenticatorStatus,
  DisableAuthenticatorRequest,
  RecoveryCodesResponse,
} from '@vaultline/contracts';
import { toString as qrCodeSvg } from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthContext } from '../users/auth-context';
import type { User } from '../users/user.entity';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { NotificationsService } from '../notifications/notifications.service';
import { securityNotices } from '../notifications/security-notices';
import { AccountSecurityService } from './account-security.service';
import { authMail } from './auth-mail';
import { AuthenticatorsService } from './authenticators.service';
import { base32Encode, otpauthUri } from './totp';

/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'Vaultline';

/** The otpauth:// URI as a QR code: an SVG image in a data: URL (the page's CSP allows data: images). */
async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await qrCodeSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * A signed-in user's authenticator app: set it up (start, then confirm with a code from the app,
 * which returns the recovery codes once), turn it off (password or a code), new recovery codes (a
 * code). Every change is audited and the user told by email, as for a password change.
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
  ) {}

  status(auth: AuthContext): Promise<AuthenticatorStatus> {
    return this.authenticators.status(auth.user.id);
  }

  /**
   * A new secret to add to the app, as a QR code and as text; sign-in is unchanged until confirmed.
   * Errors: AUTH_TOTP_ALREADY_ENABLED.
   */
  async startEnrolment(auth: AuthContext, client: ClientInfo): Promise<AuthenticatorEnrolment> {
    const { user } = auth;
    const secret = await this.db.transaction(async (tx) => {
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
   * Turns the app off (its secret and recovery codes are deleted). Sign-in goes back to emailed
   * codes if those are on, or to the password alone.
   * Errors: AUTH_TOTP_NOT_ENABLED, AUTH_THROTTLED, AUTH_CURRENT_PASSWORD_WRONG, AUTH_CODE_INVALID,
   * AUTH_CODE_REUSED, AUTH_CODE_LOCKED.
   */
  async disable(
    auth: AuthContext,
    request: DisableAuthenticatorRequest,
    client: ClientInfo,
  ): Promise<AuthenticatorStatus> {
    const { user } = auth;
    const by = request.code !== undefined ? 'code' : 'password';
    const checked =
      request.code !== undefined
        ? await this.authenticators.checkCode(user.id, 'active', request.code, 'authenticator')
        : null;
    if (!checked) {
      await this.authenticators.assertActive(user.id);
      await this.security.assertPassword(user, request.password ?? '');
    }
    await this.db.transaction(async (tx) => {
      if (checked) await this.authenticators.spendStep(tx, checked);
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
