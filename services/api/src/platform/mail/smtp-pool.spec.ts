import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerOptions } from 'smtp-server';
import { composeMail } from './mime-message';
import type { ComposedMail } from './mime-message';
import { smtpEndpoint } from './smtp-connection';
import { SmtpPool } from './smtp-pool';
import { SmtpRefusal } from './smtp-replies';

/** A real SMTP server (smtp-server) that keeps what it receives and counts its sessions. */
async function startServer(options: Partial<SMTPServerOptions> = {}, host = '127.0.0.1') {
  const received: Array<{ from: string; to: string[]; text: string; subject: string }> = [];
  const sessions = { opened: 0, open: 0, mostOpen: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onConnect(_session, callback) {
      sessions.opened += 1;
      sessions.open += 1;
      sessions.mostOpen = Math.max(sessions.mostOpen, sessions.open);
      callback();
    },
    onClose() {
      sessions.open -= 1;
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            text: mail.text ?? '',
            subject: mail.subject ?? '',
          });
          callback();
        })
        .catch(callback);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.server.address() as AddressInfo;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, received, sessions, stop };
}

function notice(to: string, text: string): ComposedMail {
  const parts = { from: 'Vaultline <no-reply@vaultline.test>', subject: `For ${to}`, html: '' };
  return composeMail({ ...parts, to, text, html: `<p>${text}</p>` });
}

function refusedWith(code: number): Error {
  return Object.assign(new Error(`Refused (${code})`), { responseCode: code });
}

describe('SmtpPool (a real SMTP server)', () => {
  const stops: Array<() => Promise<void>> = [];
  const pools: SmtpPool[] = [];
  afterEach(async () => {
    pools.splice(0).forEach((pool) => pool.close());
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });

  async function setUp(
    options: Partial<SMTPServerOptions> = {},
    url = 'smtp://127.0.0.1',
    size = 4,
  ) {
    const server = await startServer(options);
    stops.push(server.stop);
    const endpoint = smtpEndpoint(
      url.replace(/(:\/\/[^/]*127\.0\.0\.1)/, `$1:${server.port}`),
      2_000,
    );
    const pool = new SmtpPool(endpoint, size);
    pools.push(pool);
    return { server, pool };
  }

  it('sends many messages over at most 4 sessions, each whole', async () => {
    const { server, pool } = await setUp();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => pool.send(notice(`c${i}@example.com`, `Hello ${i}`))),
    );
    expect(server.received).toHaveLength(40);
    for (const mail of server.received) {
      expect(mail.from).toBe('no-reply@vaultline.test');
      expect(mail.subject).toBe(`For ${mail.to[0]}`);
      expect(mail.text).toBe(`Hello ${/^c(\d+)@/.exec(mail.to[0] ?? '')?.[1]}`);
    }
    expect(new Set(server.received.map((mail) => mail.to[0]))).toHaveProperty('size', 40);
    expect(server.sessions.opened).toBe(4);
    expect(server.sessions.mostOpen).toBe(4);
  });

  it('keeps lines that start with a dot (a lone dot would end the message)', async () => {
    const { server, pool } = await setUp();
    const text = '.a line that starts with a dot\r\n.\r\n..two\r\nthe end';
    const raw = `Subject: dots\r\nContent-Type: text/plain\r\n\r\n${text}\r\n`;
    await pool.send({ envelope: { from: 'a@vaultline.test', to: ['b@example.com'] }, raw });
    expect(server.received.map((mail) => mail.text)).toEqual([`${text.replace(/\r\n/g, '\n')}\n`]);
  });

  it('sendMany chains each session’s messages, every one whole, over at most 4 sessions', async () => {
    const { server, pool } = await setUp();
    const mails = Array.from({ length: 41 }, (_, i) => notice(`c${i}@example.com`, `Hello ${i}`));
    expect(await pool.sendMany(mails)).toEqual(mails.map(() => 'sent'));
    expect(server.received.map((mail) => mail.to[0]).sort()).toEqual(
      mails.map((mail) => mail.envelope.to[0]).sort(),
    );
    for (const mail of server.received)
      expect(mail.text).toBe(`Hello ${/^c(\d+)@/.exec(mail.to[0] ?? '')?.[1]}`);
    expect(server.sessions.opened).toBe(4);
  });

  it('sends one command at a time to a server without PIPELINING', async () => {
    const { server, pool } = await setUp({ hidePIPELINING: true });
    const mails = Array.from({ length: 9 }, (_, i) => notice(`c${i}@example.com`, `Hello ${i}`));
    expect(await pool.sendMany(mails)).toEqual(mails.map(() => 'sent'));
    expect(server.received).toHaveLength(9);
  });

  it('sendMany: a recipient refused mid-chain; the one already taken goes, no more start', async () => {
    const { server, pool } = await setUp(
      {
        onRcptTo(address, _session, callback) {
          callback(address.address.startsWith('nobody') ? refusedWith(550) : undefined);
        },
      },
      'smtp://127.0.0.1',
      1,
    );
    const to = ['a', 'b', 'nobody', 'c', 'd', 'e'];
    const outcomes = await pool.sendMany(to.map((name) => notice(`${name}@example.com`, name)));
    expect(outcomes.map((outcome) => (outcome instanceof SmtpRefusal ? 550 : outcome))).toEqual([
      'sent',
      'sent',
      550,
      'sent',
      'not tried',
      'not tried',
    ]);
    expect(server.received.map((mail) => mail.text)).toEqual(['a', 'b', 'c']);
    await expect(pool.send(notice('f@example.com', 'f'))).resolves.toBeUndefined();
    expect(server.sessions.opened).toBe(1);
  });

  it('sendMany: a message refused mid-chain; the next, its envelope already sent, goes', async () => {
    const { server, pool } = await setUp(
      {
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              if (mail.text?.startsWith('refuse')) return callback(refusedWith(451));
              server.received.push({ from: '', to: [], text: mail.text ?? '', subject: '' });
              callback();
            })
            .catch(callback);
        },
      },
      'smtp://127.0.0.1',
      1,
    );
    const texts = ['one', 'refuse me', 'two', 'three'];
    const outcomes = await pool.sendMany(texts.map((text) => notice('dana@example.com', text)));
    expect(outcomes.map((outcome) => (outcome instanceof SmtpRefusal ? 451 : outcome))).toEqual([
      'sent',
      451,
      'sent',
      'not tried',
    ]);
    expect(server.received.map((mail) => mail.text.trim())).toEqual(['one', 'two']);
  });

  it('a refused recipient or message is an SmtpRefusal, and the session goes on to the next', async () => {
    const { server, pool } = await setUp({
      onRcptTo(address, _session, callback) {
        callback(address.address.startsWith('nobody') ? refusedWith(550) : undefined);
      },
    });
    const refusal = await pool.send(notice('nobody@example.com', 'x')).catch((error) => error);
    expect(refusal).toBeInstanceOf(SmtpRefusal);
    expect((refusal as SmtpRefusal).reply.code).toBe(550);
    await pool.send(notice('dana@example.com', 'after a refusal'));
    expect(server.received.map((mail) => mail.text)).toEqual(['after a refusal']);
    expect(server.sessions.opened).toBe(1);
  });

  it('a message the server reads and refuses (451) is an SmtpRefusal; the next goes', async () => {
    let refuse = true;
    const { server, pool } = await setUp({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(refuse ? refusedWith(451) : undefined));
      },
    });
    const refusal = await pool.send(notice('dana@example.com', 'x')).catch((e) => e);
    expect(refusal).toBeInstanceOf(SmtpRefusal);
    expect((refusal as SmtpRefusal).reply.code).toBe(451);
    refuse = false;
    await expect(pool.send(notice('dana@example.com', 'y'))).resolves.toBeUndefined();
    expect(server.sessions.opened).toBe(1);
  });

  it('signs in with the URL’s user and password, and a wrong password sends nothing', async () => {
    const onAuth: SMTPServerOptions['onAuth'] = (auth, _session, callback) =>
      auth.username === 'relay' && auth.password === 'p@ss word'
        ? callback(null, { user: auth.username })
        : callback(refusedWith(535));
    const options = { authOptional: false, allowInsecureAuth: true, onAuth };
    const good = await setUp(options, 'smtp://relay:p%40ss%20word@127.0.0.1');
    await good.pool.send(notice('dana@example.com', 'signed in'));
    expect(good.server.received.map((mail) => mail.text)).toEqual(['signed in']);
    const bad = await setUp(options, 'smtp://relay:wrong@127.0.0.1');
    const error = await bad.pool.send(notice('dana@example.com', 'x')).catch((e) => e);
    expect(error).toBeInstanceOf(SmtpRefusal);
    expect(String((error as Error).message)).not.toContain('wrong');
    expect(bad.server.received).toEqual([]);
  });

  const elsewhere = Object.values(networkInterfaces())
    .flat()
    .find((nic) => nic?.family === 'IPv4' && !nic.internal)?.address;
  // Needs an address of this machine that is not loopback, as a relay elsewhere has.
  (elsewhere ? it : it.skip)(
    'sends no password in the clear to a relay that offers no TLS',
    async () => {
      const server = await startServer({ authOptional: false, allowInsecureAuth: true }, '0.0.0.0');
      stops.push(server.stop);
      const pool = new SmtpPool(
        smtpEndpoint(`smtp://relay:secret@${elsewhere}:${server.port}`, 2_000),
        1,
      );
      pools.push(pool);
      const error = await pool.send(notice('dana@example.com', 'x')).catch((e) => e);
      expect(String((error as Error).message)).toMatch(/no TLS/);
      expect(server.received).toEqual([]);
    },
  );

  it('upgrades to TLS when offered and refuses a certificate it cannot trust: nothing goes in the clear', async () => {
    // smtp-server offers STARTTLS with its own self-signed certificate.
    const { server, pool } = await setUp({ disabledCommands: [] });
    const error = await pool.send(notice('dana@example.com', 'secret')).catch((e) => e);
    expect(String((error as Error).message)).toMatch(/self[- ]signed|certificate/i);
    expect(server.received).toEqual([]);
  });

  it('does not reuse a session the server closed while idle', async () => {
    const { server, pool } = await setUp({ socketTimeout: 200 });
    await pool.send(notice('dana@example.com', 'first'));
    await new Promise((wait) => setTimeout(wait, 600));
    await pool.send(notice('dana@example.com', 'second'));
    expect(server.received.map((mail) => mail.text)).toEqual(['first', 'second']);
    expect(server.sessions.opened).toBe(2);
  });
});
