import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { MailMessage } from '../../../platform/mail/mail.service';
import { PasswordsService } from '../../identity/passwords.service';
import { SessionsService } from '../../identity/sessions.service';
import type { UserContactRow } from './settings.queries';
import { setTemporaryPassword } from './settings.queries';
import { temporaryPasswordMail } from './temporary-password-mail';

/** A temporary password and its hash, made before the transaction that installs it. */
export interface TemporaryPassword {
  password: string;
  hash: string;
}

/**
 * Temporary passwords staff have emailed to a customer: one replaces the customer's password at
 * once (every session ends) and must itself be replaced at the next sign-in.
 */
@Injectable()
export class TemporaryPasswordsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionsService,
  ) {}

  /** A new random password and its hash (hashing is slow: outside any transaction). */
  async create(): Promise<TemporaryPassword> {
    const password = `Tmp-${randomBytes(12).toString('base64url')}`;
    return { password, hash: await this.passwords.hash(password) };
  }

  /** Sets it as the user's password and ends their sessions; the mail that tells them. */
  async install(
    tx: EntityManager,
    userId: string,
    user: UserContactRow,
    temporary: TemporaryPassword,
  ): Promise<MailMessage> {
    await setTemporaryPassword(tx, userId, temporary.hash);
    await this.sessions.revokeAll(tx, userId, 'temporary password issued by staff');
    return temporaryPasswordMail(
      user.email,
      user.first_name,
      temporary.password,
      this.config.publicUrl,
    );
  }
}
