// npm run bench:mail — how fast one process can hand notices to a mail server, and at what CPU:
// with nodemailer, one SMTP connection per message against a pool of open connections, each message
// built by nodemailer's composer, then pooled with the message built as MailService builds it
// (platform/mail/mime-message.ts); then the portal's own sender (smtp-pool.ts: pipelined sessions),
// all compiled here by SWC. The server is the benches' own (mail-sink.mjs), in a process of its
// own. BENCH_MAILS messages per run (default 2,000), 4 sent at a time.
import { transformFileSync } from '@swc/core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import nodemailer from 'nodemailer';
import { ROOT } from '../remotes/remotes.mjs';
import { startMailSink } from './bench-support.mjs';

const MAILS = Number(process.env.BENCH_MAILS ?? 2_000);
const AT_ONCE = 4;
const NOTICE = {
  from: 'Vaultline <no-reply@vaultline.local>',
  to: 'customer@example.com',
  subject: 'You sent $12.00',
  text: 'You sent $12.00 to Dana Smith from Everyday Checking.\n\nReference: dinner',
  html: '<p>You sent $12.00 to Dana Smith from Everyday Checking.</p><p>Reference: dinner</p>',
};

const MAIL_SOURCES = ['mime-message', 'smtp-replies', 'smtp-connection', 'smtp-pool'];

/** MailService's composer and SMTP pool, compiled from their TypeScript sources into a folder of their own. */
async function loadMailService() {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-bench-mail-'));
  for (const name of MAIL_SOURCES) {
    const source = join(ROOT, `services/api/src/platform/mail/${name}.ts`);
    const { code } = transformFileSync(source, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    writeFileSync(
      join(dir, `${name}.mjs`),
      code.replace(/from '\.\/([\w-]+)'/g, "from './$1.mjs'"),
    );
  }
  const load = (name) => import(pathToFileURL(join(dir, `${name}.mjs`)).href);
  const [{ composeMail }, { smtpEndpoint }, { SmtpPool }] = await Promise.all(
    ['mime-message', 'smtp-connection', 'smtp-pool'].map(load),
  );
  rmSync(dir, { recursive: true });
  return { composeMail, smtpEndpoint, SmtpPool };
}

/** The portal's own sender as a transport: its pool of sessions, the message built as MailService builds it. */
function portalTransport({ smtpEndpoint, SmtpPool }, smtpUrl) {
  const pool = new SmtpPool(smtpEndpoint(smtpUrl, 10_000), AT_ONCE);
  return { sendMail: (mail) => pool.send(mail), close: () => pool.close() };
}

async function run(smtpUrl, pool, compose, ownTransport) {
  const transport =
    ownTransport ?? nodemailer.createTransport({ url: smtpUrl, pool, maxConnections: AT_ONCE });
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < MAILS) {
      next += 1;
      await transport.sendMail(compose ? compose(NOTICE) : NOTICE);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, sender));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  transport.close();
  const perMail = (used.user + used.system) / 1000 / MAILS;
  const way = ownTransport
    ? "the portal's own sender (4 sessions)"
    : `${pool ? 'pooled (4 connections)' : 'a connection per message'}${compose ? ', built here' : ''}`;
  console.log(
    way.padEnd(40) +
      `${Math.round((MAILS / ms) * 1000)} messages/s, sender CPU ${perMail.toFixed(2)} ms per message`,
  );
}

const sink = await startMailSink();
try {
  const mail = await loadMailService();
  for (let round = 0; round < 2; round += 1) {
    await run(sink.smtpUrl, false);
    await run(sink.smtpUrl, true);
    await run(sink.smtpUrl, true, mail.composeMail);
    await run(sink.smtpUrl, true, mail.composeMail, portalTransport(mail, sink.smtpUrl));
  }
} finally {
  console.log(`mail server: ${await sink.stop()} messages received`);
}
