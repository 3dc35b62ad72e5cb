import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ConfirmEmailChangeRequest, Me } from '@vaultline/contracts';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../users/auth-context';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EmailChangeCodes } from './email-change-codes.service';
import { EmailChangeLinks, emailTaken } from './email-change-links.service';
import { EmailChangeWrites } from './email-change-writes.service';

/** Confirming an email change (step 2; EmailChangeService starts it). */
@Injectable()
export class EmailChangeConfirmService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly codes: EmailChangeCodes,
    private readonly links: EmailChangeLinks,
    private readonly changes: EmailChangeWrites,
  ) {}

  /**
   * Step 2: the current factor's code, then the new address's; the address changes, every browser
   * is forgotten, and the old address gets the link that cancels the change.
   * Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_LOCKED,
   * AUTH_CODE_REUSED, USERS_EMAIL_TAKEN (someone took the address after the code was sent).
   */
  async confirm(
    auth: AuthContext,
    request: ConfirmEmailChangeRequest,
    client: ClientInfo,
  ): Promise<Me> {
    const { user } = auth;
    const proof = await this.codes.check(user.id, request);
    const { newEmail } = proof;
    try {
      return await this.db.transaction(async (tx) => {
        await this.codes.spend(tx, proof);
        // A hash nobody holds the token of, until the job that mails the link sets the real one.
        const unsent = this.links.hashOf(randomBytes(32).toString('base64url'));
        const change = { oldEmail: user.email, newEmail, cancelHash: unsent };
        await this.changes.apply(tx, user, change, client);
        return this.users.me((await this.users.findById(user.id, tx)) as User, tx);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    } finally {
      this.changes.wake();
    }
  }
}
