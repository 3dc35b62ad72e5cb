import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailMessage } from './mail-message.types';
import { composeMail } from './mime-message';
import { smtpEndpoint } from './smtp-connection';
import { SmtpPool } from './smtp-pool';

// Declared in a leaf file so that mime-message.ts needs no import of this service; still exported
// from here for the modules that import it with MailService.
export type { MailMessage } from './mail-message.types';

const SEND_TIMEOUT_MS = 10_000;
/** Open connections to the mail server at most. */
const SMTP_CONNECTIONS = 4;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function toHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`);
  return `<div style="font-family: system-ui, sans-serif; font-size: 15px; line-height: 1.5">${paragraphs.join('')}</div>`;
}

/** Sends mail over SMTP (SMTP_URL): the local mail catcher in development, the operator's server in production. */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  /** Sessions kept open to the mail server: a burst of notices goes over them (ADR 0008, 0001). */
  private readonly pool: SmtpPool;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.pool = new SmtpPool(smtpEndpoint(config.smtpUrl, SEND_TIMEOUT_MS), SMTP_CONNECTIONS);
  }

  /** Sends one message; resolves false (and logs, without the body) when the server cannot take it. */
  async send(message: MailMessage): Promise<boolean> {
    try {
      await this.pool.send(
        composeMail({ ...message, from: this.config.mailFrom, html: toHtml(message.text) }),
      );
      return true;
    } catch (error) {
      this.logger.error(`Could not send "${message.subject}": ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * Sends several messages, as many at a time as the pool has connections (one at a time, each
   * would wait out the server's answers in turn). Starts no more after the server refuses one.
   * Answers the messages not sent (refused, or not tried), in their order.
   */
  async sendMany(messages: MailMessage[]): Promise<MailMessage[]> {
    const sent = messages.map(() => false);
    let next = 0;
    let refused = false;
    const sender = async () => {
      while (!refused && next < messages.length) {
        const index = next;
        next += 1;
        const message = messages[index];
        if (message === undefined) break;
        if (await this.send(message)) sent[index] = true;
        else refused = true;
      }
    };
    const senders = Math.min(SMTP_CONNECTIONS, messages.length);
    await Promise.all(Array.from({ length: senders }, sender));
    return messages.filter((_, index) => !sent[index]);
  }

  /** After in-flight requests have finished (a code being mailed is sent). */
  onApplicationShutdown(): void {
    this.pool.close();
  }
}
