import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

const ROOT = resolve(__dirname, '../..');

/** One statement as DATABASE_URL's user (creating and dropping databases). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    // DDL (CREATE/DROP DATABASE): no rows come back.
    await client.query<Record<string, never>>(sql);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database on DATABASE_URL's server, and how to drop it. */
export async function freshPostgres(
  prefix = 'ops',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vaultline_${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** What a test running its own API needs: a new database, a data folder and an ops token. */
export async function isolatedSetup(prefix: string) {
  const database = await freshPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), `vaultline-${prefix}-`));
  return {
    database,
    dataDir,
    opsToken: randomBytes(32).toString('base64url'),
    async cleanUp() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built API (dist/services/api/main.js) alone and waits until it is ready. */
export async function startApi(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  opsToken: string;
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  mkdirSync(options.dataDir, { recursive: true });
  const log = openSync(join(options.dataDir, 'api.log'), 'a');
  const child = spawn(process.execPath, [join(ROOT, 'dist/services/api/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      REMOTES_DIR: join(options.dataDir, 'remotes'),
      OPS_TOKEN: options.opsToken,
      SEED_DEMO: 'true',
      ...options.env,
    },
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const url = `http://127.0.0.1:${options.port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
    if (ready?.ok) return { url, child, exited };
    await new Promise((wait) => setTimeout(wait, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The API did not get ready; see ${join(options.dataDir, 'api.log')}`);
}

/** The demo customer's sign-in, as the seeded data folder lists it. */
export function demoCustomer(dataDir: string): { email: string; password: string } {
  const text = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  const [, email, password] = /^Demo customer: (\S+) \/ (\S+)$/m.exec(text) ?? [];
  return { email, password };
}

/** The demo customer's transfer PIN: random, drawn at the first seed, listed in the same file. */
export function demoPin(dataDir: string): string {
  const text = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  const [, pin] = /^Demo customer transfer PIN: (\d{4})$/m.exec(text) ?? [];
  if (!pin) throw new Error(`No demo PIN in ${join(dataDir, 'demo-accounts.txt')}`);
  return pin;
}
