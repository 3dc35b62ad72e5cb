import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MessageResponse } from '@vaultline/contracts';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { cancelLinkInvalid, EmailChangeLinks, emailTaken } from './email-change-links.service';
import { EmailChangeWrites } from './email-change-writes.service';

/** Cancelling an email change from the link the old address got. */
@Injectable()
export class EmailChangeCancelService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly links: EmailChangeLinks,
    private readonly changes: EmailChangeWrites,
  ) {}

  /**
   * The old address cancels a change within 24 hours: the address is restored, every session
   * ends and every browser is forgotten (whoever changed it had the password).
   * Errors: AUTH_CANCEL_LINK_INVALID; USERS_EMAIL_TAKEN when the old address was taken meanwhile.
   */
  async cancel(token: string, client: ClientInfo): Promise<MessageResponse> {
    try {
      await this.db.transaction(async (tx) => {
        const change = await this.changes.lockOpen(tx, this.links.hashOf(token));
        if (!change) throw cancelLinkInvalid();
        await this.changes.revert(tx, change, client);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    } finally {
      this.changes.wake();
    }
    return {
      message:
        'The email change was cancelled and your account signed out everywhere. Sign in with your ' +
        'old email and choose a new password: whoever changed it knew yours.',
    };
  }
}
