// npm run bench:mail — how fast one process can hand notices to a mail server, and at what CPU:
// with nodemailer, one SMTP connection per message against a pool of open connections, each message
// built by nodemailer's composer, then pooled with the message built as MailService builds it
// (platform/mail/mime-message.ts); then the portal's own sender (smtp-pool.ts: pipelined sessions),
// one message at a time and as the notices jobs send (sendMany: 64 a job, each session's messages
// chained), all compiled here by SWC. The server is the benches' own (mail-sink.mjs), in a process of its
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
/** Messages one notices job carries (MAIL_NOTICES_PER_JOB). */
const JOB_MESSAGES = 64;
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

/** Sends MAILS messages, AT_ONCE at a time, with `sendOne`. */
async function oneAtATime(sendOne) {
  let next = 0;
  const sender = async () => {
    while (next < MAILS) {
      next += 1;
      await sendOne();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, sender));
}

/** Sends MAILS messages as the notices jobs do: MailService.sendMany, 64 a job, chained per session. */
async function inJobs(pool, composeMail) {
  for (let sent = 0; sent < MAILS; sent += JOB_MESSAGES) {
    const count = Math.min(JOB_MESSAGES, MAILS - sent);
    const outcomes = await pool.sendMany(Array.from({ length: count }, () => composeMail(NOTICE)));
    if (outcomes.some((outcome) => outcome !== 'sent')) throw new Error('A message was not sent');
  }
}

/** The ways compared: nodemailer's, then the portal's own sender (MailService's). */
function ways(smtpUrl, { composeMail, smtpEndpoint, SmtpPool }) {
  const nodemailerWay = (name, pool, compose) => () => {
    const transport = nodemailer.createTransport({ url: smtpUrl, pool, maxConnections: AT_ONCE });
    const send = () => transport.sendMail(compose ? compose(NOTICE) : NOTICE);
    return { name, send: () => oneAtATime(send), close: () => transport.close() };
  };
  const portalWay = (name, send) => () => {
    const pool = new SmtpPool(smtpEndpoint(smtpUrl, 10_000), AT_ONCE);
    return { name, send: () => send(pool), close: () => pool.close() };
  };
  return [
    nodemailerWay('a connection per message', false),
    nodemailerWay('pooled (4 connections)', true),
    nodemailerWay('pooled (4 connections), built here', true, composeMail),
    portalWay("the portal's sender, one by one", (pool) =>
      oneAtATime(() => pool.send(composeMail(NOTICE))),
    ),
    portalWay("the portal's sender, as the notices jobs", (pool) => inJobs(pool, composeMail)),
  ];
}

async function run(way) {
  const { name, send, close } = way();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await send();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  close();
  const perMail = (used.user + used.system) / 1000 / MAILS;
  console.log(
    name.padEnd(42) +
      `${Math.round((MAILS / ms) * 1000)} messages/s, sender CPU ${perMail.toFixed(2)} ms per message`,
  );
}

const sink = await startMailSink();
try {
  const all = ways(sink.smtpUrl, await loadMailService());
  for (let round = 0; round < 2; round += 1) for (const way of all) await run(way);
} finally {
  console.log(`mail server: ${await sink.stop()} messages received`);
}
