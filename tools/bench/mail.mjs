// npm run bench:mail — how fast one process can hand notices to a mail server, and at what CPU:
// one SMTP connection per message (nodemailer's default) against a pool of open connections (what
// MailService uses, platform/mail/mail.service.ts). The server is the benches' own (mail-sink.mjs),
// in a process of its own. BENCH_MAILS messages per run (default 2,000), 4 sent at a time.
import nodemailer from 'nodemailer';
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

async function run(smtpUrl, pool) {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool, maxConnections: AT_ONCE });
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < MAILS) {
      next += 1;
      await transport.sendMail(NOTICE);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, sender));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  transport.close();
  const perMail = (used.user + used.system) / 1000 / MAILS;
  console.log(
    `${pool ? 'pooled (4 connections)' : 'a connection per message'}`.padEnd(26) +
      `${Math.round((MAILS / ms) * 1000)} messages/s, sender CPU ${perMail.toFixed(2)} ms per message`,
  );
}

const sink = await startMailSink();
try {
  for (const pool of [false, true, false, true]) await run(sink.smtpUrl, pool);
} finally {
  console.log(`mail server: ${await sink.stop()} messages received`);
}
