import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { NotificationsService } from '../notifications/notifications.service';
import { securityNotices } from '../notifications/security-notices';
import { hadEarlierSession } from './known-devices.queries';

/**
 * Tells a customer of a sign-in from a browser without this account's known-device cookie (one
 * that never finished a sign-in to it): in the portal and always by email. Not for the account's
 * very first sign-in, which is the one right after signing up.
 */
@Injectable()
export class NewDeviceNotice {
  private readonly logger = new Logger('NewDeviceNotice');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  /** After the session was made: a failure here is logged and does not undo the sign-in. */
  async tell(userId: string, sessionId: string, client: ClientInfo): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        if (await hadEarlierSession(tx, userId, sessionId))
          await this.notifications.notify(tx, userId, securityNotices.newDeviceSignIn(client));
      });
      this.notifications.wake();
    } catch (error) {
      this.logger.error(`Could not tell of a new-device sign-in: ${(error as Error).message}`);
    }
  }
}
