import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { MailMessage, MailService } from './mail.service';

export const MAIL_NOTICE_JOB = 'mail.notice';
/** Mail retries wait 2 s, 4 s… up to about 17 minutes in all before the job is marked failed. */
export const MAIL_ATTEMPTS_MAX = 10;

/**
 * Mail that need not hold up the answer goes out through the job queue: queued in the same
 * transaction as what it tells about, sent once that commits, retried while the mail server
 * refuses it. Only plain notices are queued as text; a mail carrying a secret (a reset link) is
 * composed inside its own job instead, so no secret sits in the jobs table.
 */
@Injectable()
export class MailOutboxService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    const sendAfterCommit = async (_tx: EntityManager, payload: Record<string, unknown>) => () =>
      this.deliver(noticeOf(payload));
    this.jobs.register(MAIL_NOTICE_JOB, sendAfterCommit, { attemptsMax: MAIL_ATTEMPTS_MAX });
  }

  /** Queues a notice (no code, link or password in it) in the caller's transaction; call wake() after the commit. */
  async queue(tx: EntityManager, notice: MailMessage): Promise<void> {
    const payload = { to: notice.to, subject: notice.subject, text: notice.text };
    await this.jobs.enqueue(tx, MAIL_NOTICE_JOB, new Date(), payload);
  }

  /** Sends what was queued without waiting for the next poll. */
  wake(): void {
    this.jobs.wake();
  }

  /** Sends one message from a job; throws when the server does not take it, so that the job runs again. */
  async deliver(message: MailMessage): Promise<void> {
    if (!(await this.mail.send(message)))
      throw new Error('The mail server did not take the message.');
  }
}

function noticeOf(payload: Record<string, unknown>): MailMessage {
  return { to: String(payload.to), subject: String(payload.subject), text: String(payload.text) };
}
