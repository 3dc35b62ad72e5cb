import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { AfterCommit } from '../../platform/jobs/jobs.types';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import { authMail } from '../identity/auth-mail';
import { UsersService } from '../users/users.service';
import { EmailChangeLinks } from './email-change-links.service';
import { EMAIL_CHANGE_CANCEL_MAIL_JOB, EmailChangeWrites } from './email-change-writes.service';

/** The mail that gives the old address the link that cancels an email change (a job's work). */
@Injectable()
export class EmailChangeCancelMail implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly links: EmailChangeLinks,
    private readonly changes: EmailChangeWrites,
    private readonly jobs: JobsService,
    private readonly outbox: MailOutboxService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(EMAIL_CHANGE_CANCEL_MAIL_JOB, (tx, payload) =>
      this.composeCancelMail(tx, payload),
    );
  }

  /**
   * The job that tells the old address, with the link that cancels the change: the token is made
   * here, when the mail goes (a retry makes a new one), so no job row ever holds it.
   */
  private async composeCancelMail(
    tx: EntityManager,
    payload: Record<string, unknown>,
  ): Promise<AfterCommit | void> {
    const token = randomBytes(32).toString('base64url');
    const change = await this.changes.setCancelHash(
      tx,
      String(payload.changeId),
      this.links.hashOf(token),
    );
    if (!change) return;
    const user = await this.users.findById(change.userId, tx);
    if (!user) return;
    const link = this.links.link(token);
    const mail = authMail.emailChangedCancel(
      change.oldEmail,
      user.firstName,
      change.newEmail,
      link,
    );
    return () => this.outbox.deliver(mail);
  }
}
