// Starts the built portal (API + shell + remotes on one origin) and makes sure every remote's live
// release matches the current sources. Used by `npm start` and by the e2e setup.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { publishRemotes, RegistryClient, ROOT, staleRemotes } from '../remotes/remotes.mjs';

const READY_TIMEOUT_MS = 120_000;

async function waitForHealth(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}; see ${child.logFile}`);
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
 * @param {{ port: number, env?: Record<string,string>, dataDir?: string, remotesDir?: string, logFile: string, log?: (line: string) => void, publish?: boolean }} options
 *   publish: false starts only the API (benchmarks need no remotes); nodeArgs go to the API's node (e.g. --cpu-prof).
 */
export async function startPortal({ port, env = {}, dataDir = '.data', remotesDir = 'dist/remotes', logFile, log = console.log, publish = true, nodeArgs = [] }) {
  const url = `http://localhost:${port}`;
  const absoluteData = resolve(ROOT, dataDir);
  const absoluteRemotes = resolve(ROOT, remotesDir);
  mkdirSync(dirname(logFile), { recursive: true });
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist/services/api/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', output, output],
    env: { ...process.env, PORT: String(port), DATA_DIR: absoluteData, REMOTES_DIR: absoluteRemotes, ...env },
  });
  child.logFile = logFile;
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, child);
    const opsToken = env.OPS_TOKEN ?? readFileSync(join(absoluteData, 'ops-token'), 'utf8').trim();
    const client = new RegistryClient(url, opsToken);
    const stale = publish ? await staleRemotes(client, absoluteRemotes) : [];
    if (stale.length > 0) {
      log(`Building and publishing ${stale.map((remote) => remote.name).join(', ')}...`);
      await publishRemotes(client, stale, absoluteRemotes);
    }
    return { url, child, client, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
