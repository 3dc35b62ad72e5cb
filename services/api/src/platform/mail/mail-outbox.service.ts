import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { MailMessage, MailService } from './mail.service';

export const MAIL_NOTICE_JOB = 'mail.notice';
/** Mail retries wait 2 s, 4 s… up to about 17 minutes in all before the job is marked failed. */
export const MAIL_ATTEMPTS_MAX = 10;
/** Several notices queued together (one job row): a batch of transfers' notices. */
export const MAIL_NOTICES_JOB = 'mail.notices';
/** The most notices one job carries: a batch of 32 transfers tells two people each. */
export const MAIL_NOTICES_PER_JOB = 64;
/** What the rest of a job waits when the server refused one of its notices (the first retry's wait). */
const REST_RETRY_MS = 2_000;

/**
 * Mail that need not hold up the answer goes out through the job queue: queued in the same
 * transaction as what it tells about, sent once that commits, retried while the mail server
 * refuses it. Only plain notices are queued as text; a mail carrying a secret (a reset link) is
 * composed inside its own job instead, so no secret sits in the jobs table.
 */
@Injectable()
export class MailOutboxService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    const sendAfterCommit = async (_tx: EntityManager, payload: Record<string, unknown>) => () =>
      this.deliver(noticeOf(payload));
    this.jobs.register(MAIL_NOTICE_JOB, sendAfterCommit, { attemptsMax: MAIL_ATTEMPTS_MAX });
    const sendAllAfterCommit = async (_tx: EntityManager, payload: Record<string, unknown>) => () =>
      this.deliverAll(noticesOf(payload));
    this.jobs.register(MAIL_NOTICES_JOB, sendAllAfterCommit, { attemptsMax: MAIL_ATTEMPTS_MAX });
  }

  /** Queues a notice (no code, link or password in it) in the caller's transaction; call wake() after the commit. */
  async queue(tx: EntityManager, notice: MailMessage): Promise<void> {
    const payload = { to: notice.to, subject: notice.subject, text: notice.text };
    await this.jobs.enqueue(tx, MAIL_NOTICE_JOB, new Date(), payload);
  }

  /**
   * Queues several notices in the caller's transaction as few jobs as can carry them (one row per
   * MAIL_NOTICES_PER_JOB): for many notices at once, one row and one send run instead of one per
   * notice. They go after the commit, several at a time; see deliverAll for retries. Call wake() after.
   */
  async queueMany(tx: EntityManager, notices: MailMessage[]): Promise<void> {
    const [only] = notices;
    if (only && notices.length === 1) return this.queue(tx, only);
    for (let start = 0; start < notices.length; start += MAIL_NOTICES_PER_JOB) {
      const messages = notices.slice(start, start + MAIL_NOTICES_PER_JOB).map(plainNotice);
      await this.jobs.enqueue(tx, MAIL_NOTICES_JOB, new Date(), { messages });
    }
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

  /**
   * Sends a job's notices, several at a time (MailService.sendMany). When the server takes none,
   * the job fails and is retried whole (nothing was sent). When it refuses some, those sent stay
   * sent and the others are queued again as a new, shorter job: each notice goes once, and every
   * new job is shorter than the last, so retries end.
   */
  private async deliverAll(messages: MailMessage[]): Promise<void> {
    const unsent = await this.mail.sendMany(messages);
    if (unsent.length === 0) return;
    if (unsent.length === messages.length)
      throw new Error('The mail server took none of the messages.');
    await this.jobs.enqueue(
      this.db.manager,
      MAIL_NOTICES_JOB,
      new Date(Date.now() + REST_RETRY_MS),
      { messages: unsent },
    );
  }
}

function plainNotice(notice: MailMessage): MailMessage {
  return { to: notice.to, subject: notice.subject, text: notice.text };
}

function noticeOf(payload: Record<string, unknown>): MailMessage {
  return { to: String(payload.to), subject: String(payload.subject), text: String(payload.text) };
}

function noticesOf(payload: Record<string, unknown>): MailMessage[] {
  const messages = Array.isArray(payload.messages) ? (payload.messages as unknown[]) : [];
  return messages.map((message) => noticeOf(message as Record<string, unknown>));
}
