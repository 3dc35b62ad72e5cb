import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CREDENTIAL_SCOPES } from '@vaultline/contracts';
import type { CredentialScope } from '@vaultline/contracts';
import { createApp } from '../../src/create-app';
import { InvariantsService } from '../../src/modules/ledger/invariants.service';
import type { AppConfig, DatabaseConfig } from '../../src/platform/config/app-config';
import { ReleaseCredentialsService } from '../../src/platform/remotes/release-credentials.service';
import type { DatabaseKind } from './databases';
import { createTestDatabase } from './databases';
import { MailCatcher } from './mail-catcher';

export const TEST_OPS_TOKEN = 'test-ops-token-0123456789abcdefghijklmnop';
export const TEST_CARD_NETWORK_KEY = 'test-card-network-key-0123456789abcdef';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  dir: string;
  /** The real SMTP server this app sends its mail to. */
  mail: MailCatcher;
  /** A release credential per scope (each remote, and staff provisioning), created at start. */
  releaseTokens: Record<CredentialScope, string>;
  /** Set by a test that corrupts the ledger on purpose; otherwise close() fails if an invariant is broken. */
  ledgerCorruptedOnPurpose: boolean;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Writes the API's log (JSON lines, as in production) to this file, synchronously, for a test to read back. */
  logFile?: string;
  /** PostgreSQL: the port the API connects to once migrated (a proxy in front of the server, to cut it off). */
  appDatabasePort?: number;
}

function throughPort(database: DatabaseConfig, port: number | undefined): DatabaseConfig {
  if (port === undefined || database.kind !== 'postgres') return database;
  const appUrl = new URL(database.appUrl);
  appUrl.host = `127.0.0.1:${port}`;
  return { ...database, appUrl: appUrl.toString() };
}

/** One credential per scope, as ops would hand them out (`npm run remotes -- token create …`). */
async function createReleaseTokens(
  app: NestFastifyApplication,
): Promise<Record<CredentialScope, string>> {
  const credentials = app.get(ReleaseCredentialsService);
  const entries = [];
  for (const scope of CREDENTIAL_SCOPES)
    entries.push([
      scope,
      (await credentials.create({ name: `test-${scope.replace('_', '-')}`, scope })).token,
    ]);
  return Object.fromEntries(entries);
}

/** The configuration a suite's app runs with: the test's database, folder and mail server. */
function testConfig(
  database: AppConfig['database'],
  dir: string,
  smtpUrl: string,
  overrides: Partial<AppConfig>,
): AppConfig {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    database,
    dataDir: join(dir, 'data'),
    webRoot: join(dir, 'web'),
    remotesDir: join(dir, 'remotes'),
    remoteOrigins: ['https://cdn.example.com'],
    opsToken: TEST_OPS_TOKEN,
    bodyLimitBytes: 100_000,
    logLevel: 'warn',
    appSecret: 'test-app-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    cardNetworkKey: TEST_CARD_NETWORK_KEY,
    smtpUrl,
    mailFrom: 'Vaultline <no-reply@vaultline.test>',
    publicUrl: 'http://localhost:4200',
    trustProxy: false,
    // The per-address flood guard is off unless a suite turns it on: every suite calls from one address.
    rateLimitPerMinute: 0,
    apiDocs: 'public',
    sourceMaps: 'off',
    // Every suite signs its customers up from one address; the sign-up flood test sets its own limit.
    registrationsPerAddressPerHour: 10_000,
    seedDemo: false,
    contentFile: null,
    sanctionsList: null,
    secureCookies: false,
    routingNumber: '123456780',
    settlementDelayMs: 0,
    // An ACH business day of 1 ms: settlement, holds and returns are due at once (suites run the jobs).
    achBusinessDayMs: 1,
    jobsPollMs: 0,
    sessionIdleMs: 15 * 60_000,
    sessionMaxMs: 12 * 3_600_000,
    ...overrides,
  };
}

/** The whole API on a fresh database (migrations run from scratch), with its files in a temp folder. */
export async function startTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-test-'));
  const mail = new MailCatcher();
  const smtpUrl = await mail.start();
  const config = testConfig(
    throughPort(database.config, options.appDatabasePort),
    dir,
    smtpUrl,
    overrides,
  );
  const { logFile } = options;
  const logDestination = logFile
    ? { write: (line: string) => appendFileSync(logFile, line) }
    : undefined;
  const app = await createApp(config, { logDestination });
  const t: TestApp = {
    app,
    config,
    dir,
    mail,
    releaseTokens: await createReleaseTokens(app),
    ledgerCorruptedOnPurpose: false,
    close: async () => {
      const report = await app.get(InvariantsService).check();
      if (!report.ok && !t.ledgerCorruptedOnPurpose) {
        throw new Error(
          `Ledger invariants broken after the suite: ${JSON.stringify(report.checks.filter((check) => !check.ok))}`,
        );
      }
      await app.close();
      await mail.stop();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}
