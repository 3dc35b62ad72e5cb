import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MessageResponse, PasswordResetRequest } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { MailService } from '../../../platform/mail/mail.service';
import { authMail, passwordResetLink } from '../../identity/auth-mail';
import { OneTimeCodesService } from '../../identity/one-time-codes.service';
import type { AuthContext } from '../../users/auth-context';
import { adminNotFound } from '../admin.exception';
import { staffActor } from '../staff-actor';
import { findActiveUserContact } from './settings.queries';
import { TemporaryPasswordsService } from './temporary-passwords.service';

/** Staff actions on a customer's security: password resets (staff never learn a password). */
@Injectable()
export class AdminSecurityService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly codes: OneTimeCodesService,
    private readonly temporaryPasswords: TemporaryPasswordsService,
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
    const user = await findActiveUserContact(this.db, userId);
    if (!user) throw adminNotFound('user');
    const temporary =
      request.method === 'temporary' ? await this.temporaryPasswords.create() : null;
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
      return this.temporaryPasswords.install(tx, userId, user, temporary);
    });
    await this.mail.send(mail);
    return {
      message: temporary
        ? 'We emailed the customer a temporary password; they must choose a new one when they sign in. Their sessions were ended.'
        : 'We emailed the customer a link to choose a new password (it works once, for 24 hours).',
    };
  }
}
