#!/usr/bin/env node
// npm start: build what changed, start the local mail catcher and the portal on http://localhost:4200
// (embedded database unless DATABASE_URL is set), seed the demo bank, publish the remotes, and keep
// running until Ctrl+C.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { requireSupportedNode } from '../lib/supported-node.mjs';
import { ROOT } from '../remotes/remotes.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startPortal } from './portal.mjs';

const PORT = Number(process.env.PORT ?? 4200);
const MAIL_PORTS = {
  smtpPort: Number(process.env.MAIL_SMTP_PORT ?? 1025),
  webPort: Number(process.env.MAIL_WEB_PORT ?? 1080),
};
const DATA_DIR = resolve(ROOT, process.env.DATA_DIR ?? '.data');
const started = Date.now();

function build() {
  console.log('Building the API and the shell (cached when unchanged)...');
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', '--output-style=static'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
}

/** Mail goes to SMTP_URL when set; otherwise to a local catcher whose inbox the user can open. */
async function mail() {
  if (process.env.SMTP_URL)
    return {
      env: {},
      inbox: `sent through ${process.env.SMTP_URL.replace(/\/\/[^@]*@/, '//')}`,
      stop: async () => {},
    };
  const catcher = await startMailCatcher(MAIL_PORTS);
  return { env: { SMTP_URL: catcher.smtpUrl }, inbox: catcher.inboxUrl, stop: catcher.stop };
}

/**
 * Where the demo sign-ins are, never the passwords themselves: they are drawn at random at the first
 * seed and kept in a file only its owner can read, so they stay out of terminal scrollback, shared
 * screens and CI logs.
 */
function demoAccounts() {
  const file = join(DATA_DIR, 'demo-accounts.txt');
  return existsSync(file) ? `  Demo sign-ins: ${file} (random, readable by you only: cat it)` : '';
}

async function main() {
  requireSupportedNode();
  build();
  const mailbox = await mail();
  const logFile = join(DATA_DIR, 'logs/api.log');
  const portal = await startPortal({
    port: PORT,
    logFile,
    env: { ...mailbox.env, SEED_DEMO: 'true' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Vaultline is ready in ${seconds} s: ${portal.url}
  Mail inbox:  ${mailbox.inbox}   (verification codes and links)
  API health:  ${portal.url}/api/health/ready
  API docs:    ${portal.url}/api/docs
  Database:    ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(DATA_DIR, 'pglite')}`}
  API log:     ${logFile}
${demoAccounts()}
Press Ctrl+C to stop.`);
  const shutdown = async () => {
    await portal.stop();
    await mailbox.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  portal.child.on('exit', (code) => {
    console.error(`The API stopped (exit code ${code}); see ${logFile}`);
    process.exit(code ?? 1);
  });
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
