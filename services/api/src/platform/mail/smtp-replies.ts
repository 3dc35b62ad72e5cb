/** One SMTP reply: its code and its text (the lines of a multi-line reply joined by newlines). */
export interface SmtpReply {
  code: number;
  text: string;
}

/** A reply the sender did not expect: the server refused a command or the message. */
export class SmtpRefusal extends Error {
  constructor(
    readonly command: string,
    readonly reply: SmtpReply,
  ) {
    super(`${command}: ${reply.code} ${reply.text.replace(/\s+/g, ' ').slice(0, 200)}`);
  }
}

/** Longest reply line RFC 5321 allows is 512 octets; a server sending far more is not an SMTP server. */
const LINE_MAX = 4_096;

/**
 * Splits what a server sends into replies (RFC 5321 4.2: `250-…` lines continue a reply, `250 …`
 * ends it) and hands each to the first reader waiting, or keeps it for the next one. Pipelined
 * commands get their replies in order, so readers are served in order.
 */
export class SmtpReplies {
  private pending = '';
  private lines: string[] = [];
  private readonly ready: SmtpReply[] = [];
  private readonly readers: Array<{
    resolve: (reply: SmtpReply) => void;
    reject: (error: Error) => void;
  }> = [];
  private failure: Error | null = null;

  /** Takes what arrived on the socket. */
  push(chunk: string): void {
    this.pending += chunk;
    let end: number;
    while ((end = this.pending.indexOf('\n')) >= 0) {
      this.line(this.pending.slice(0, end).replace(/\r$/, ''));
      this.pending = this.pending.slice(end + 1);
    }
    if (this.pending.length > LINE_MAX)
      this.fail(new Error('The mail server sent an overlong line'));
  }

  /** The next reply, in order. */
  next(): Promise<SmtpReply> {
    const reply = this.ready.shift();
    if (reply) return Promise.resolve(reply);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.readers.push({ resolve, reject }));
  }

  /** The connection ended or failed: every reader waiting, and every later one, gets `error`. */
  fail(error: Error): void {
    this.failure ??= error;
    for (const reader of this.readers.splice(0)) reader.reject(this.failure);
  }

  private line(line: string): void {
    const code = Number(line.slice(0, 3));
    if (!/^\d{3}([ -]|$)/.test(line) || code < 200 || code > 599) {
      this.fail(new Error(`The mail server sent no reply code: ${line.slice(0, 80)}`));
      return;
    }
    this.lines.push(line.slice(4));
    if (line[3] === '-') return;
    const reply = { code, text: this.lines.join('\n') };
    this.lines = [];
    const reader = this.readers.shift();
    if (reader) reader.resolve(reply);
    else this.ready.push(reply);
  }
}
