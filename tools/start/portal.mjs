// Starts the built portal (API + shell + remotes on one origin) and brings every remote's live
// release up to the working tree, unless a rollback pinned it. Used by `npm start` and the e2e setup.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ensureLocalCredentials, syncRemotes } from '../remotes/local-releases.mjs';
import { RegistryClient, ROOT } from '../remotes/remotes.mjs';

const READY_TIMEOUT_MS = 120_000;

async function waitForHealth(url, child, logFile) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with code ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The API was not healthy after ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * @param {{ port: number, env?: Record<string, string | undefined>, dataDir?: string, remotesDir?: string, logFile: string, log?: (line: string) => void, publish?: boolean, nodeArgs?: string[] }} options
 *   publish: false starts only the API (benchmarks need no remotes); nodeArgs go to the API's node (e.g. --cpu-prof).
 *   Answers the release credentials it holds (`tokens`, by scope, plus `ops`), kept in <dataDir>/release-tokens.
 */
export async function startPortal({
  port,
  env = {},
  dataDir = '.data',
  remotesDir = 'dist/remotes',
  logFile,
  log = console.log,
  publish = true,
  nodeArgs = [],
}) {
  const url = `http://localhost:${port}`;
  const absoluteData = resolve(ROOT, dataDir);
  const absoluteRemotes = resolve(ROOT, remotesDir);
  mkdirSync(dirname(logFile), { recursive: true });
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist/services/api/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: absoluteData,
      REMOTES_DIR: absoluteRemotes,
      ...env,
    },
  });
  const stop = () =>
    new Promise((/** @type {(value?: unknown) => void} */ done) => {
      // Already ended (exitCode for an exit, signalCode for a kill): 'exit' will not come again.
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, child, logFile);
    const opsToken = env.OPS_TOKEN ?? readFileSync(join(absoluteData, 'ops-token'), 'utf8').trim();
    const tokens = await ensureLocalCredentials(url, opsToken, absoluteData);
    const client = new RegistryClient(url, tokens);
    if (publish) await syncRemotes(client, absoluteRemotes, log);
    return { url, child, client, tokens, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
