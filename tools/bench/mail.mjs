// npm run bench:mail — how fast one process can hand notices to a mail server, and at what CPU:
// one SMTP connection per message (nodemailer's default) against a pool of open connections, each
// message built by nodemailer's composer, then pooled with the message built as MailService builds
// it (platform/mail/mime-message.ts, compiled here by SWC). The server is the benches' own
// (mail-sink.mjs), in a process of its own. BENCH_MAILS messages per run (default 2,000), 4 sent at
// a time.
import { transformFileSync } from '@swc/core';
import { join } from 'node:path';
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

/** MailService's composer, from its TypeScript source. */
async function loadComposer() {
  const source = join(ROOT, 'services/api/src/platform/mail/mime-message.ts');
  const { code } = transformFileSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

async function run(smtpUrl, pool, compose) {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool, maxConnections: AT_ONCE });
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
  const way = `${pool ? 'pooled (4 connections)' : 'a connection per message'}${compose ? ', built here' : ''}`;
  console.log(
    way.padEnd(40) +
      `${Math.round((MAILS / ms) * 1000)} messages/s, sender CPU ${perMail.toFixed(2)} ms per message`,
  );
}

const sink = await startMailSink();
try {
  const { composeMail } = await loadComposer();
  for (let round = 0; round < 2; round += 1) {
    await run(sink.smtpUrl, false);
    await run(sink.smtpUrl, true);
    await run(sink.smtpUrl, true, composeMail);
  }
} finally {
  console.log(`mail server: ${await sink.stop()} messages received`);
}
