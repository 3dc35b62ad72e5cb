import { isIP, connect as plainConnect } from 'node:net';
import type { Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as tlsConnect } from 'node:tls';
import type { ComposedMail } from './mime-message';
import { SmtpRefusal, SmtpReplies } from './smtp-replies';
import type { SmtpReply } from './smtp-replies';

/**
 * Where mail goes, from SMTP_URL: `smtp://` (STARTTLS when the server offers it) or `smtps://`
 * (TLS from the start).
 */
export interface SmtpEndpoint {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://). */
  secure: boolean;
  user: string;
  pass: string;
  /** No answer within this long ends the connection. */
  timeoutMs: number;
}

export function smtpEndpoint(url: string, timeoutMs: number): SmtpEndpoint {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    user: decodeURIComponent(parsed.username),
    pass: decodeURIComponent(parsed.password),
    timeoutMs,
  };
}

const CRLF = '\r\n';
/** The name this client gives in EHLO. */
const CLIENT_NAME = hostname() || 'localhost';
const NON_ASCII = /[^\p{ASCII}]/u;
/** This machine: a relay here is reached without crossing a network, so a password may go to it without TLS. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1)$/;

/**
 * One open SMTP session (RFC 5321) that sends one message after another: EHLO, STARTTLS and AUTH
 * once, then per message the envelope and DATA in one write where the server allows PIPELINING
 * (RFC 2920), and the message in one more, which can carry the next message's envelope. A refusal
 * leaves the session usable; anything else (a timeout, a cut connection, a reply out of place)
 * ends it.
 */
export class SmtpConnection {
  private replies = new SmtpReplies();
  private extensions = new Set<string>();
  private authMethods = new Set<string>();
  private closed = false;
  /** A message whose envelope's commands went with the last message's content (see send). */
  private primed: { mail: ComposedMail; commands: string[] } | null = null;

  private constructor(
    private socket: Socket,
    private readonly endpoint: SmtpEndpoint,
  ) {
    this.listen(socket);
  }

  /**
   * Connects, reads the greeting, says EHLO, upgrades to TLS where offered, and signs in when the
   * URL names a user: over TLS only, unless the relay is on this machine.
   */
  static async open(endpoint: SmtpEndpoint): Promise<SmtpConnection> {
    const connection = new SmtpConnection(await connected(endpoint), endpoint);
    try {
      await connection.expect('greeting', [220]);
      await connection.hello();
      const tls = endpoint.secure || connection.extensions.has('STARTTLS');
      if (!endpoint.secure && tls) await connection.startTls();
      if (endpoint.user && !tls && !LOOPBACK.test(endpoint.host))
        throw new Error('The mail server offers no TLS: its password is not sent in the clear');
      if (endpoint.user) await connection.signIn();
      return connection;
    } catch (error) {
      connection.destroy();
      throw error;
    }
  }

  /** Whether the session can take another message. */
  get usable(): boolean {
    return !this.closed;
  }

  /**
   * Sends one message. With `following` (and PIPELINING), the next message's envelope goes in the
   * same write as this one's content, so each message after the first costs one round trip: the
   * next call on this session must then send `following`. Throws SmtpRefusal when the server
   * refuses the message (the session stays usable), any other error when the session ended.
   */
  async send(mail: ComposedMail, following?: ComposedMail): Promise<void> {
    if (this.primed !== null && this.primed.mail !== mail) {
      this.destroy();
      throw new Error('A message was started on this session and another sent instead');
    }
    const written = this.primed?.commands ?? null;
    this.primed = null;
    const { refusal, dataOpen } = await this.envelope(
      written ?? this.commands(mail.envelope),
      written !== null,
    );
    if (refusal) return this.refused(refusal, dataOpen);
    const chained = following && this.pipelining ? this.commands(following.envelope) : null;
    this.write(`${dotStuffed(mail.raw)}.${CRLF}${chained ? chained.join(CRLF) + CRLF : ''}`);
    if (following && chained) this.primed = { mail: following, commands: chained };
    const accepted = await this.replies.next();
    // The reply to the message ends its transaction either way: no RSET (it would land after the primed envelope).
    if (accepted.code !== 250) throw new SmtpRefusal('message', accepted);
  }

  /** MAIL FROM, each RCPT TO, and DATA. */
  private commands(envelope: ComposedMail['envelope']): string[] {
    const utf8 = [envelope.from, ...envelope.to].some((part) => NON_ASCII.test(part));
    const from = `MAIL FROM:<${envelope.from}>${utf8 ? ' SMTPUTF8' : ''}`;
    return [from, ...envelope.to.map((to) => `RCPT TO:<${to}>`), 'DATA'];
  }

  /**
   * The envelope's `commands`: in one write with PIPELINING (unless `written` with the last message),
   * reading every reply; else one at a time, stopping at the first refusal. Answers the first
   * refusal, and whether DATA was opened anyway.
   */
  private async envelope(commands: string[], written: boolean) {
    if (this.pipelining && !written) this.write(commands.join(CRLF) + CRLF);
    let refusal: SmtpRefusal | null = null;
    let dataOpen = false;
    for (const [index, command] of commands.entries()) {
      if (!this.pipelining) this.write(command + CRLF);
      const reply = await this.replies.next();
      if (index === commands.length - 1) dataOpen = reply.code === 354;
      const accepted = index === 0 ? [250] : index < commands.length - 1 ? [250, 251] : [354];
      if (!accepted.includes(reply.code)) refusal ??= new SmtpRefusal(command, reply);
      if (refusal && !this.pipelining) break;
    }
    return { refusal, dataOpen };
  }

  private get pipelining(): boolean {
    return this.extensions.has('PIPELINING');
  }

  /** Says goodbye and closes (nothing waits for the answer). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.end(`QUIT${CRLF}`);
  }

  /** Ends the session at once. */
  destroy(): void {
    this.closed = true;
    this.socket.destroy();
  }

  /**
   * After a refused envelope: resets the session, then throws the refusal. A DATA the server opened
   * anyway (some recipients taken) could only be ended by sending them a message: the session is
   * dropped instead.
   */
  private async refused(refusal: SmtpRefusal, dataOpen: boolean): Promise<never> {
    if (dataOpen) this.destroy();
    else await this.expect('RSET', [250]);
    throw refusal;
  }

  private async hello(): Promise<void> {
    const reply = await this.expect(`EHLO ${CLIENT_NAME}`, [250]);
    const [, ...lines] = reply.text.split('\n');
    this.extensions = new Set(lines.map((line) => line.split(' ')[0]?.toUpperCase() ?? ''));
    const auth = lines.find((line) => /^AUTH[ =]/i.test(line)) ?? '';
    this.authMethods = new Set(auth.toUpperCase().split(/[ =]/).slice(1));
  }

  private async startTls(): Promise<void> {
    await this.expect('STARTTLS', [220]);
    this.socket.removeAllListeners('data');
    this.socket = await secured(this.socket, this.endpoint);
    this.replies = new SmtpReplies();
    this.listen(this.socket);
    await this.hello();
  }

  /** AUTH PLAIN where offered, else LOGIN (RFC 4954). */
  private async signIn(): Promise<void> {
    const { user, pass } = this.endpoint;
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    if (this.authMethods.has('PLAIN') || !this.authMethods.has('LOGIN')) {
      await this.expect(`AUTH PLAIN ${base64(`\0${user}\0${pass}`)}`, [235], 'AUTH PLAIN');
      return;
    }
    await this.expect('AUTH LOGIN', [334]);
    await this.expect(base64(user), [334], 'AUTH LOGIN user');
    await this.expect(base64(pass), [235], 'AUTH LOGIN password');
  }

  /**
   * Sends `line` (unless it is the greeting) and reads its reply; throws SmtpRefusal for another
   * code. `shown` replaces a secret in the error.
   */
  private async expect(line: string, codes: number[], shown = line): Promise<SmtpReply> {
    if (line !== 'greeting') this.write(line + CRLF);
    const reply = await this.replies.next();
    if (!codes.includes(reply.code)) throw new SmtpRefusal(shown, reply);
    return reply;
  }

  private write(text: string): void {
    if (this.closed) throw new Error('The connection to the mail server is closed');
    this.socket.write(text);
  }

  private listen(socket: Socket): void {
    socket.setEncoding('utf8');
    socket.setTimeout(this.endpoint.timeoutMs);
    socket.on('data', (chunk: string) => this.replies.push(chunk));
    socket.on('timeout', () => socket.destroy(new Error('The mail server did not answer in time')));
    socket.on('error', (error) => this.replies.fail(error));
    socket.on('close', () => {
      this.closed = true;
      this.replies.fail(new Error('The mail server closed the connection'));
    });
  }
}

/** The message as DATA carries it: every line that starts with a dot gets another (RFC 5321 4.5.2), ending in CRLF. */
function dotStuffed(raw: string): string {
  const body = raw.replace(/(^|\r\n)\./g, '$1..');
  return body.endsWith(CRLF) ? body : body + CRLF;
}

function connected(endpoint: SmtpEndpoint): Promise<Socket> {
  const options = { host: endpoint.host, port: endpoint.port, timeout: endpoint.timeoutMs };
  return new Promise((resolve, reject) => {
    const socket = endpoint.secure
      ? tlsConnect({ ...options, servername: serverName(endpoint) }, () => resolve(socket))
      : plainConnect(options, () => resolve(socket));
    socket.once('error', reject);
    socket.once('timeout', () =>
      socket.destroy(new Error('The mail server did not answer in time')),
    );
  });
}

function secured(socket: Socket, endpoint: SmtpEndpoint): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const upgraded = tlsConnect({ socket, servername: serverName(endpoint) }, () =>
      resolve(upgraded),
    );
    upgraded.once('error', reject);
  });
}

/** The name TLS checks the certificate against (SNI takes no IP address). */
function serverName(endpoint: SmtpEndpoint): string | undefined {
  return isIP(endpoint.host) ? undefined : endpoint.host;
}
