import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { readSanctionsFile } from './sanctions-file';
import type { SanctionsList } from './sanctions-file';
import { parseTrustProxy } from './trust-proxy';
import type { TrustProxy } from './trust-proxy';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4200),
  /** PostgreSQL when set; otherwise the embedded PGlite database in DATA_DIR/pglite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * How the API connects once migrations ran (DATABASE_URL's owner runs them): the vaultline_app login
   * role, which cannot rewrite history. Default: DATABASE_URL as user vaultline_app, without a password.
   */
  DATABASE_APP_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * Read replicas (through a proxy that sends to the healthy ones), for reads that may lag: history,
   * statements, insights, staff searches. A read goes there only once the replica has replayed all
   * the primary had written when it began (a customer always sees their own writes). Unset: none.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Where the built shell is (index.html and its assets). */
  WEB_ROOT: z.string().min(1).default('dist/apps/shell'),
  /** Where published remote versions live: <REMOTES_DIR>/<name>/<version>/. */
  REMOTES_DIR: z.string().min(1).default('dist/remotes'),
  /** Extra origins (comma-separated) remote entries may point at, e.g. a CDN. Same-origin /remotes/ is always allowed. */
  REMOTE_ORIGINS: z.string().default(''),
  /** Token the release CLI uses to publish and roll back remotes. Required in production. */
  OPS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Request bodies above this are refused with 413 (security plan: 100 kB). */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_000_000).default(100_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Master secret: signing keys for access tokens and the keys that hash one-time codes derive from it. Required in production. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The key the card network sends (X-Network-Key) with authorisations and clearings. Required in production. */
  CARD_NETWORK_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Where mail goes (smtp:// or smtps://). `npm start` runs a local mail catcher on port 1025. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Vaultline <no-reply@vaultline.test>'),
  /** The portal's public address, used in links sent by email. */
  PUBLIC_URL: z.url().default('http://localhost:4200'),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): `false` (none, the default), a
   * hop count (`1`: the one proxy in front, at most 3), or a comma-separated list of proxy addresses
   * or CIDRs (at widest /8 for IPv4, /16 for IPv6). `true` (every hop), a larger hop count and a
   * catch-all range (0.0.0.0/0, ::/0, ::ffff:0:0/96) are refused: a client could then pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => value !== 'true',
      'true would trust every hop: give the number of proxies in front of the API, or their addresses',
    ),
  /** Requests per client address per minute on every API route (per process; 0 turns the limit off). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  /** Sign-ups per client address per hour (raise it where many people share one address, e.g. a NAT). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Whether the API reference (/api/docs) is served: `public`, or `off` (the default in production). */
  API_DOCS: z.enum(['public', 'off']).optional(),
  /** Whether the built files' source maps are served (`public`, for debugging) or not (`off`, the default). */
  SOURCE_MAPS: z.enum(['public', 'off']).default('off'),
  /** Creates the demo customer and demo admin at boot (never in production). */
  SEED_DEMO: z.enum(['true', 'false']).default('false'),
  /** The operator's landing content (JSON); without it the built-in demo content is shown. */
  CONTENT_FILE: z.string().optional(),
  /**
   * The sanctions list customers are screened against (JSON: source and entries of id and name).
   * Required in production; elsewhere the shipped demo list of made-up names is used.
   */
  SANCTIONS_FILE: z.string().min(1).optional(),
  /** The bank's ABA routing number (9 digits with a valid checksum). */
  BANK_ROUTING_NUMBER: z
    .string()
    .refine(isAbaRoutingNumber, 'must be a 9-digit ABA routing number with a valid checksum')
    .default('123456780'),
  /** How long an external transfer takes to settle (production: 1–3 business days; the demo: 2 minutes). */
  SETTLEMENT_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600 * 1000)
    .default(120_000),
  /**
   * How long a business day of the ACH network lasts, in ms: 0 means real weekdays (settlement the
   * next weekday, holds in weekdays). Outside production the default is a minute, so the demo's
   * micro-deposits, settlement, holds and returns play out in minutes.
   */
  ACH_BUSINESS_DAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional(),
  /** How often the job runner looks for due jobs; 0 turns it off (tests run jobs themselves). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** A session with no request the person made for this long ends (the server's idle sign-out; PSD2 allows 5). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  /** Every session ends this long after its sign-in, however active ("remember me" included). */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24).default(12),
});

/** ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

/**
 * PostgreSQL: `url` migrates (the schema owner), `appUrl` serves (the vaultline_app login role),
 * `readUrl` reaches the read replicas (or null). PGlite: its folder (null: in memory), and for an
 * in-memory one, optionally a data folder to start from (a `dumpDataDir` tarball: the tests start
 * each app from one copy of the migrated schema instead of running initdb and the migrations again).
 */
export type DatabaseConfig =
  | { kind: 'postgres'; url: string; appUrl: string; readUrl: string | null }
  | { kind: 'pglite'; dataDir: string | null; startFrom?: Blob };

/**
 * The role the API works as once the migrations ran: it may read and append but not rewrite history
 * (no UPDATE or DELETE on postings, journal entries, the audit log). On PostgreSQL the API logs in as
 * this role (migration 0003 creates it, 0012 lets it log in), so no statement can take the owner's
 * rights back, as a RESET ROLE after a SET ROLE could.
 */
export const APP_ROLE = 'vaultline_app';

/** The owner's URL with the app role as user and no password (enough where the server trusts local connections). */
export function appDatabaseUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = '';
  return url.toString();
}

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  database: DatabaseConfig;
  dataDir: string;
  webRoot: string;
  remotesDir: string;
  remoteOrigins: string[];
  opsToken: string;
  bodyLimitBytes: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  appSecret: string;
  cardNetworkKey: string;
  smtpUrl: string;
  mailFrom: string;
  publicUrl: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  /** Requests per client address per minute on every API route; 0 = no limit. */
  rateLimitPerMinute: number;
  apiDocs: 'public' | 'off';
  sourceMaps: 'public' | 'off';
  registrationsPerAddressPerHour: number;
  seedDemo: boolean;
  contentFile: string | null;
  /** The operator's sanctions list, read and checked at boot; null: the demo list (never in production). */
  sanctionsList: SanctionsList | null;
  /** Refresh cookies are Secure (HTTPS only) in production. */
  secureCookies: boolean;
  routingNumber: string;
  settlementDelayMs: number;
  /** The ACH network's business day in ms (0: real weekdays). */
  achBusinessDayMs: number;
  jobsPollMs: number;
  /** Sessions end after this long without a request the person made, and this long after sign-in. */
  sessionIdleMs: number;
  sessionMaxMs: number;
}

export { ConfigError } from './config-error';
export type { TrustProxy } from './trust-proxy';
export type { SanctionsEntry, SanctionsList } from './sanctions-file';

/** Reads and validates the environment; the API refuses to start on bad configuration. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = (
      ['OPS_TOKEN', 'APP_SECRET', 'CARD_NETWORK_KEY', 'SANCTIONS_FILE'] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required in production`).join('\n')}`,
      );
    }
    if (e.SEED_DEMO === 'true')
      throw new ConfigError('Invalid configuration:\n  SEED_DEMO: not allowed in production');
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          appUrl: e.DATABASE_APP_URL ?? appDatabaseUrl(e.DATABASE_URL),
          readUrl: e.DATABASE_READ_URL ?? null,
        }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    webRoot: resolve(e.WEB_ROOT),
    remotesDir: resolve(e.REMOTES_DIR),
    remoteOrigins: parseOrigins(e.REMOTE_ORIGINS),
    opsToken: e.OPS_TOKEN ?? localSecret(dataDir, 'ops-token'),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    appSecret: e.APP_SECRET ?? localSecret(dataDir, 'app-secret'),
    cardNetworkKey: e.CARD_NETWORK_KEY ?? localSecret(dataDir, 'card-network-key'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'public'),
    sourceMaps: e.SOURCE_MAPS,
    registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    seedDemo: e.SEED_DEMO === 'true',
    contentFile: e.CONTENT_FILE ? resolve(e.CONTENT_FILE) : null,
    sanctionsList: e.SANCTIONS_FILE ? readSanctionsFile(resolve(e.SANCTIONS_FILE)) : null,
    secureCookies: e.NODE_ENV === 'production',
    routingNumber: e.BANK_ROUTING_NUMBER,
    settlementDelayMs: e.SETTLEMENT_DELAY_MS,
    achBusinessDayMs: e.ACH_BUSINESS_DAY_MS ?? (e.NODE_ENV === 'production' ? 0 : 60_000),
    jobsPollMs: e.JOBS_POLL_MS,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
  };
}

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const url = new URL(origin);
      if (url.protocol !== 'https:' && url.hostname !== 'localhost') {
        throw new ConfigError(`Invalid configuration:\n  REMOTE_ORIGINS: ${origin} must be https`);
      }
      return url.origin;
    });
}

/** Outside production, secrets are generated once and kept in DATA_DIR/<name> (mode 600), e.g. the ops token for the CLI. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}
