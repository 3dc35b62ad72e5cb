import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { JobsService } from '../../platform/jobs/jobs.service';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { authMail } from '../identity/auth-mail';
import { KnownDevicesService } from '../identity/known-devices.service';
import { SessionsService } from '../identity/sessions.service';
import { NotificationsService } from '../notifications/notifications.service';
import { securityNotices } from '../notifications/security-notices';
import { User } from '../users/user.entity';
import { EmailChange } from './email-change.entity';
import { cancelChangesSince, lockOpenByCancelHash, updateCancelHash } from './email-change.queries';

/** The job that mails the old address the link that cancels the change. */
export const EMAIL_CHANGE_CANCEL_MAIL_JOB = 'profile.email_change_cancel_mail';

/** How long the old address can cancel a change (the hold on new recipients lasts as long). */
export const EMAIL_CHANGE_CANCEL_MS = 24 * 60 * 60 * 1000;

/** The writes of an email change: its row, the user's address, the audit, the notices. */
@Injectable()
export class EmailChangeWrites {
  constructor(
    private readonly sessions: SessionsService,
    private readonly devices: KnownDevicesService,
    private readonly outbox: MailOutboxService,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async requested(
    tx: EntityManager,
    user: User,
    newEmail: string,
    addressTaken: boolean,
    client: ClientInfo,
  ): Promise<void> {
    await this.record(tx, user, 'user.email_change_requested', client, {
      after: { email: newEmail },
      details: { addressTaken },
    });
    const notice = authMail.emailChangeNotice(user.email, user.firstName, newEmail);
    await this.notifications.notify(
      tx,
      user.id,
      securityNotices.emailChangeRequested(newEmail, notice),
    );
  }

  async apply(
    tx: EntityManager,
    user: User,
    change: { oldEmail: string; newEmail: string; cancelHash: string },
    client: ClientInfo,
  ): Promise<void> {
    await tx
      .getRepository(User)
      .update(
        { id: user.id },
        { email: change.newEmail, emailVerifiedAt: new Date(), emailChangedAt: new Date() },
      );
    const inserted = await tx.getRepository(EmailChange).insert({
      userId: user.id,
      ...change,
      cancelUntil: new Date(Date.now() + EMAIL_CHANGE_CANCEL_MS),
    });
    const changeId = String(inserted.identifiers[0]?.id);
    await this.jobs.enqueue(tx, EMAIL_CHANGE_CANCEL_MAIL_JOB, new Date(), { changeId });
    await this.devices.forgetAll(tx, user.id);
    await this.record(tx, user, 'user.email_changed', client, {
      before: { email: change.oldEmail },
      after: { email: change.newEmail },
    });
    await this.notifications.notify(tx, user.id, securityNotices.emailChanged(change.newEmail));
  }

  /** Sets the hash of the link a cancel mail carries (null when the change can no longer be cancelled). */
  async setCancelHash(
    tx: EntityManager,
    changeId: string,
    cancelHash: string,
  ): Promise<EmailChange | null> {
    const rows = await updateCancelHash(tx, changeId, cancelHash);
    return rows.length > 0 ? tx.getRepository(EmailChange).findOneByOrFail({ id: changeId }) : null;
  }

  async lockOpen(tx: EntityManager, cancelHash: string): Promise<EmailChange | null> {
    const row = await lockOpenByCancelHash(tx, cancelHash);
    return row ? tx.getRepository(EmailChange).findOneByOrFail({ id: row.id }) : null;
  }

  /**
   * Restores the old address (changes made since, by the same hands, are cancelled with it), ends
   * every session and forgets every browser.
   */
  async revert(tx: EntityManager, change: EmailChange, client: ClientInfo): Promise<void> {
    await cancelChangesSince(tx, change.userId, change.changedAt);
    const users = tx.getRepository(User);
    await users.update(
      { id: change.userId },
      { email: change.oldEmail, emailChangedAt: new Date() },
    );
    await users.increment({ id: change.userId }, 'tokenVersion', 1);
    await this.sessions.revokeAll(tx, change.userId, 'email change cancelled');
    await this.devices.forgetAll(tx, change.userId);
    await this.audit.record(tx, {
      actor: null,
      action: 'user.email_change_cancelled',
      target: { type: 'user', id: change.userId },
      ip: client.ip,
      before: { email: change.newEmail },
      after: { email: change.oldEmail },
    });
    await this.notifications.notify(tx, change.userId, securityNotices.emailChangeCancelled());
  }

  wake(): void {
    this.outbox.wake();
    this.notifications.wake();
  }

  private record(
    tx: EntityManager,
    user: User,
    action: string,
    client: ClientInfo,
    what: { before?: object; after?: object; details?: object },
  ): Promise<void> {
    return this.audit.record(tx, {
      actor: { id: user.id, role: user.role },
      action,
      target: { type: 'user', id: user.id },
      ip: client.ip,
      ...what,
    });
  }
}
