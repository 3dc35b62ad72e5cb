import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageResponse, PasswordResetRequest } from '@vaultline/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import { authMail, passwordResetLink } from '../../identity/auth-mail';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { OneTimeCodesService } from '../../identity/one-time-codes.service';
import { PasswordsService } from '../../identity/passwords.service';
import { SessionsService } from '../../identity/sessions.service';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { MailMessage, MailService } from '../../../platform/mail/mail.service';
import { adminNotFound } from '../admin.exception';
import { staffActor } from '../staff-actor';
import { sqlFirst, sqlRun } from '../../../platform/database/sql';

function temporaryPasswordMail(
  to: string,
  firstName: string,
  password: string,
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: 'Your temporary Vaultline password',
    text: `Hello ${firstName},\n\nOur support team reset your password. Sign in at ${publicUrl}/login with this temporary password: ${password}\n\nYou will choose a new password right after signing in; the temporary one then stops working. Nobody at the bank can see it.\n\nVaultline`,
  };
}

/** Staff actions on a customer's security: password resets (staff never learn a password). */
@Injectable()
export class AdminSecurityService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordsService,
    private readonly codes: OneTimeCodesService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Emails the customer either a reset link or a temporary password that must be replaced at the
   * next sign-in (all sessions end). Staff see neither. Errors: ADMIN_NOT_FOUND.
   */
  async resetPassword(
    staff: AuthContext,
    userId: string,
    request: PasswordResetRequest,
    client: ClientInfo,
  ): Promise<MessageResponse> {
    const user = await sqlFirst<{ email: string; first_name: string }>(
      this.db,
      "SELECT email, first_name FROM users WHERE id = $1 AND status = 'active'",
      [userId],
    );
    if (!user) throw adminNotFound('user');
    const temporary =
      request.method === 'temporary' ? `Tmp-${randomBytes(12).toString('base64url')}` : null;
    const hash = temporary ? await this.passwords.hash(temporary) : null;
    const mail = await this.db.transaction(async (tx) => {
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: 'user.password_reset_by_staff',
        target: { type: 'user', id: userId },
        ip: client.ip,
        details: { method: request.method },
      });
      if (!temporary) {
        const token = await this.codes.issueLink(tx, userId, 'password_reset');
        return authMail.passwordReset(
          user.email,
          user.first_name,
          passwordResetLink(this.config.publicUrl, token),
        );
      }
      await sqlRun(
        tx,
        'UPDATE users SET password_hash = $2, must_change_password = true, token_version = token_version + 1, updated_at = now() WHERE id = $1',
        [userId, hash],
      );
      await this.sessions.revokeAll(tx, userId, 'temporary password issued by staff');
      return temporaryPasswordMail(user.email, user.first_name, temporary, this.config.publicUrl);
    });
    await this.mail.send(mail);
    return {
      message: temporary
        ? 'We emailed the customer a temporary password; they must choose a new one when they sign in. Their sessions were ended.'
        : 'We emailed the customer a link to choose a new password (it works once, for 24 hours).',
    };
  }
}
