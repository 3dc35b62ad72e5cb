import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { MailMessage } from './mail-message.types';
import { composeMail } from './mime-message';
import type { ComposedMail } from './mime-message';
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
      await this.pool.send(this.compose(message));
      return true;
    } catch (error) {
      this.cannotSend(message, error as Error);
      return false;
    }
  }

  /**
   * Sends several messages over the pool's sessions, one round trip each after the first (the next
   * envelope goes with the last message). Starts no more after the server refuses one or a session
   * fails. Answers the messages not sent (refused, failed, or not tried), in their order.
   */
  async sendMany(messages: MailMessage[]): Promise<MailMessage[]> {
    const outcomes = await this.pool.sendMany(messages.map((message) => this.compose(message)));
    return messages.filter((message, index) => {
      const outcome = outcomes[index];
      // Not `instanceof Error`: Node's own socket and TLS errors may come from another realm.
      if (outcome !== 'sent' && outcome !== 'not tried' && outcome)
        this.cannotSend(message, outcome);
      return outcome !== 'sent';
    });
  }

  private compose(message: MailMessage): ComposedMail {
    return composeMail({ ...message, from: this.config.mailFrom, html: toHtml(message.text) });
  }

  /** Logs a message not sent: its subject (never a code: codes are only in bodies), not its body. */
  private cannotSend(message: MailMessage, error: Error): void {
    this.logger.error(`Could not send "${message.subject}": ${error.message}`);
  }

  /** After in-flight requests have finished (a code being mailed is sent). */
  onApplicationShutdown(): void {
    this.pool.close();
  }
}
