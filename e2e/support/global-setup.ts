import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT as PORT } from '../playwright.config';
import { freshPostgres } from './api-process';

const MAIL_SMTP_PORT = PORT + 1;
const MAIL_WEB_PORT = PORT + 2;

/** A fresh database for this run: a new PostgreSQL database when DATABASE_URL is set, else PGlite in a temp folder. */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) return { env: {}, drop: async () => undefined };
  const database = await freshPostgres('e2e');
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

/**
 * Starts the whole portal (built API + shell, remotes built and published into a temp folder) on
 * its own port and database; the tests drive it through Chromium.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-e2e-'));
  const database = await freshDatabase();
  const opsToken = randomBytes(32).toString('base64url');
  // The browser tests start the mail catcher and the portal exactly as `npm start` does.
  // eslint-disable-next-line @nx/enforce-module-boundaries
  const { startPortal } = await import('../../tools/start/portal.mjs');
  // eslint-disable-next-line @nx/enforce-module-boundaries
  const { startMailCatcher } = await import('../../tools/start/mail-catcher.mjs');
  const mail = await startMailCatcher({ smtpPort: MAIL_SMTP_PORT, webPort: MAIL_WEB_PORT });
  const portal = await startPortal({
    port: PORT,
    env: {
      ...database.env,
      OPS_TOKEN: opsToken,
      NODE_ENV: 'test',
      SMTP_URL: mail.smtpUrl,
      SEED_DEMO: 'true',
      // Other banks answer in seconds here, so a returned transfer can be followed to its end.
      SETTLEMENT_DELAY_MS: '2000',
      // An ACH business day of 6 s: micro-deposits arrive in 6, a pull is available in 12 and a
      // returned one comes back in 18 (settlement, then two days).
      ACH_BUSINESS_DAY_MS: '6000',
      // Every test customer signs up from this one address: more than the default 30 an hour.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
    dataDir: join(dir, 'data'),
    remotesDir: join(dir, 'remotes'),
    logFile: join(dir, 'api.log'),
    log: (line: string) => console.log(`[e2e] ${line}`),
  });
  process.env.E2E_BASE_URL = portal.url;
  process.env.E2E_OPS_TOKEN = opsToken;
  // The release credentials the portal's tooling created (one per remote, and staff provisioning).
  const releaseTokens = Object.entries(portal.tokens as Record<string, string>).filter(
    ([scope]) => scope !== 'ops',
  );
  process.env.E2E_RELEASE_TOKENS = JSON.stringify(Object.fromEntries(releaseTokens));
  process.env.E2E_REMOTES_DIR = join(dir, 'remotes');
  process.env.E2E_API_LOG = join(dir, 'api.log');
  process.env.E2E_DATA_DIR = join(dir, 'data');
  process.env.E2E_MAIL_URL = mail.inboxUrl;
  process.env.E2E_SMTP_URL = mail.smtpUrl;
  return async () => {
    await portal.stop();
    await mail.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
