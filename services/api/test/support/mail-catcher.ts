import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives: the API sends mail to it
 * exactly as it would to a production server.
 */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  /** Messages the server read and then refused (while `refusing`): what the sender failed to send. */
  readonly refused: CaughtMail[] = [];
  /** While true, every message is read and then refused with a temporary error, as a full or failing server would. */
  refusing = false;
  /** When set, a message it picks is read and then refused the same way. */
  refuseIf: ((mail: CaughtMail) => boolean) | null = null;
  private readonly waiters: Array<() => void> = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap(
              (address) => address.value.map((v) => v.address ?? ''),
            );
            const caught = { to, subject: mail.subject ?? '', text: mail.text ?? '' };
            if (this.refusing || this.refuseIf?.(caught)) {
              this.refused.push(caught);
              callback(
                Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }),
              );
              return;
            }
            this.messages.push(caught);
            this.waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (
      this.server as unknown as { server: { address(): AddressInfo } }
    ).server.address().port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a message to `to` matching `subject` (that arrived after `since` messages), up to 10 s. */
  async waitFor(to: string, subject: RegExp = /.*/, since = 0): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.messages
        .slice(since)
        .find((mail) => mail.to.includes(to) && subject.test(mail.subject));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `No mail to ${to} matching ${subject} (got: ${this.messages.map((m) => m.subject).join(' | ')})`,
        );
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** The 6-digit code in the latest mail to `to`. */
  async codeFor(to: string, subject?: RegExp, since = 0): Promise<string> {
    const mail = await this.waitFor(to, subject, since);
    // Every code mail says "… is 123456."; a bare 6-digit search could take the digits of an
    // address in the text instead (a random test address can be all digits there).
    const match = /\bis (\d{6})\./.exec(mail.text);
    if (!match) throw new Error(`No code in "${mail.subject}"`);
    return match[1];
  }

  to(address: string): CaughtMail[] {
    return this.messages.filter((mail) => mail.to.includes(address));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
