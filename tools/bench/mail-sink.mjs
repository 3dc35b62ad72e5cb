// The benches' mail server: a real SMTP server (smtp-server) in a process of its own, so that the
// API sends its notices as it would in production and the CPU this takes is not counted as the
// load generator's. It reads each message and keeps only the last sign-in code mailed to each
// address (a bench customer signs in on a new browser as a person does: with the emailed code).
// Prints {"port"} once listening, {"messages"} (received so far) on SIGUSR2, {"code"} for a line
// `code <address>` on stdin (null when none came yet), and {"messages"} again when stopped (SIGTERM).
import { createInterface } from 'node:readline';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SIGN_IN_SUBJECT = 'Subject: Your Vaultline sign-in code';
const SIGN_IN_CODE = /sign-in code is (\d{6})/;
let messages = 0;
/** The last sign-in code each address was sent. */
const codes = new Map();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // No reverse DNS lookup of each client: the API's own cost is what is measured.
  disableReverseLookup: true,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', async () => {
      messages += 1;
      const raw = Buffer.concat(chunks);
      // Only sign-in mail is parsed (its body may be quoted-printable): notices are just counted.
      if (raw.includes(SIGN_IN_SUBJECT)) {
        const code = SIGN_IN_CODE.exec((await simpleParser(raw)).text ?? '')?.[1];
        for (const recipient of session.envelope.rcptTo) codes.set(recipient.address, code);
      }
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  console.log(JSON.stringify({ port: address.port }));
});

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, address] = line.split(' ');
  if (command === 'code') console.log(JSON.stringify({ code: codes.get(address) ?? null }));
});

process.on('SIGUSR2', () => console.log(JSON.stringify({ messages })));

process.on('SIGTERM', () => {
  console.log(JSON.stringify({ messages }));
  server.close(() => process.exit(0));
});
