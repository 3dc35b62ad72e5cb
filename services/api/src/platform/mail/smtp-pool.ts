import type { ComposedMail } from './mime-message';
import { SmtpConnection } from './smtp-connection';
import type { SmtpEndpoint } from './smtp-connection';
import { SmtpRefusal } from './smtp-replies';

/** What became of one message of SmtpPool.sendMany. */
export type SendOutcome = 'sent' | 'not tried' | Error;

/** An open session nobody used for this long is closed (servers drop idle clients after a minute or more). */
const IDLE_CLOSE_MS = 15_000;

/**
 * Up to `size` open SMTP sessions, each sending one message at a time: a burst of notices goes over
 * sessions already open instead of a connection, greeting and EHLO per message. A session the
 * server refused a message on is kept; one that failed otherwise is dropped, and the next message
 * opens a new one.
 */
export class SmtpPool {
  private readonly idle: SmtpConnection[] = [];
  private readonly idleTimers = new Map<SmtpConnection, NodeJS.Timeout>();
  /** Sessions open, in use or being opened. */
  private count = 0;
  private readonly waiting: Array<() => void> = [];
  private closing = false;

  constructor(
    private readonly endpoint: SmtpEndpoint,
    private readonly size: number,
  ) {}

  /** Sends one message. Throws SmtpRefusal when the server refused it, any other error when it could not be sent. */
  async send(mail: ComposedMail): Promise<void> {
    const [outcome] = await this.sendMany([mail]);
    if (outcome === 'sent') return;
    throw outcome === 'not tried' || outcome === undefined ? new Error('Not sent') : outcome;
  }

  /**
   * Sends several messages over up to `size` sessions, each chaining its messages (the next one's
   * envelope with this one's content, see SmtpConnection.send). Starts no more after a failure.
   * Answers, in order, 'sent', the error, or 'not tried' (after a failure).
   */
  async sendMany(mails: ComposedMail[]): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = mails.map(() => 'not tried');
    let next = 0;
    let failed = false;
    const take = () => (failed || next >= mails.length ? undefined : next++);
    const chain = async () => {
      const first = take();
      if (first === undefined) return;
      const connection = await this.acquire().catch((error: Error) => {
        outcomes[first] = error;
        failed = true;
      });
      if (!connection) return;
      for (let index: number | undefined = first; index !== undefined;) {
        const following = take();
        const outcome = await this.sendOn(connection, mails, index, following);
        outcomes[index] = outcome;
        if (outcome !== 'sent') failed = true;
        // A session that failed other than by a refusal is dropped (a message it had started stays 'not tried').
        const reusable =
          outcome === 'sent' || (outcome instanceof SmtpRefusal && connection.usable);
        if (!reusable) return this.discard(connection, 'at once');
        index = following;
      }
      this.release(connection);
    };
    await Promise.all(Array.from({ length: Math.min(this.size, mails.length) }, chain));
    return outcomes;
  }

  /** One message of a chain: 'sent', or the error. */
  private async sendOn(
    connection: SmtpConnection,
    mails: ComposedMail[],
    index: number,
    following: number | undefined,
  ): Promise<SendOutcome> {
    try {
      await connection.send(
        mails[index] as ComposedMail,
        following === undefined ? undefined : mails[following],
      );
      return 'sent';
    } catch (error) {
      return error as Error;
    }
  }

  /** Closes every idle session now and each busy one when its message is done. */
  close(): void {
    this.closing = true;
    for (const connection of this.idle.splice(0)) this.discard(connection);
  }

  private async acquire(): Promise<SmtpConnection> {
    if (this.closing) throw new Error('The mail pool is closed');
    for (let connection = this.idle.pop(); connection; connection = this.idle.pop()) {
      clearTimeout(this.idleTimers.get(connection));
      this.idleTimers.delete(connection);
      if (connection.usable) return connection;
      this.count -= 1;
    }
    if (this.count >= this.size) {
      await new Promise<void>((resume) => this.waiting.push(resume));
      return this.acquire();
    }
    this.count += 1;
    try {
      return await SmtpConnection.open(this.endpoint);
    } catch (error) {
      this.count -= 1;
      this.waiting.shift()?.();
      throw error;
    }
  }

  private release(connection: SmtpConnection): void {
    if (this.closing) return this.discard(connection);
    this.idle.push(connection);
    const timer = setTimeout(() => this.closeIdle(connection), IDLE_CLOSE_MS);
    timer.unref();
    this.idleTimers.set(connection, timer);
    this.waiting.shift()?.();
  }

  private closeIdle(connection: SmtpConnection): void {
    const index = this.idle.indexOf(connection);
    if (index < 0) return;
    this.idle.splice(index, 1);
    this.discard(connection);
  }

  /** Ends a session: with QUIT, or `at once` after it failed. */
  private discard(connection: SmtpConnection, how: 'with QUIT' | 'at once' = 'with QUIT'): void {
    clearTimeout(this.idleTimers.get(connection));
    this.idleTimers.delete(connection);
    if (how === 'with QUIT' && connection.usable) connection.close();
    else connection.destroy();
    this.count -= 1;
    this.waiting.shift()?.();
  }
}
