#!/usr/bin/env node
// npm start: build what changed, start the portal on http://localhost:4200 (embedded database unless
// DATABASE_URL is set), publish the remotes, and keep running until Ctrl+C.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from '../remotes/remotes.mjs';
import { startPortal } from './portal.mjs';

const PORT = Number(process.env.PORT ?? 4200);
const started = Date.now();

function build() {
  console.log('Building the API and the shell (cached when unchanged)...');
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', '--output-style=static'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

async function main() {
  build();
  const logFile = resolve(ROOT, process.env.DATA_DIR ?? '.data', 'logs/api.log');
  const portal = await startPortal({ port: PORT, logFile });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Vaultline is ready in ${seconds} s: ${portal.url}
  API health:  ${portal.url}/api/health
  API docs:    ${portal.url}/api/docs
  Database:    ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite in .data/pglite'}
  API log:     ${logFile}
Press Ctrl+C to stop.`);
  const shutdown = async () => {
    await portal.stop();
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
