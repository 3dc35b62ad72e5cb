import { randomBytes, randomInt } from 'node:crypto';
import { COMMON_PINS } from '../transfers/pin/pin.service';

/**
 * The demo bank's people. Only ever created when SEED_DEMO=true (`npm start`, or an operator who
 * asks for it), never in production. Their passwords and the customer's PIN are not here: they are
 * drawn at random when the demo is first seeded and kept in DATA_DIR/demo-accounts.txt (mode 0600),
 * so no published password opens any instance.
 */
export const DEMO_CUSTOMER = {
  email: 'demo@vaultline.test',
  firstName: 'dana',
  lastName: 'demo',
  /** Opened with real deposits from the bank's teller cash account. */
  accounts: [
    { type: 'checking', name: 'Everyday Checking', depositMinor: 1_250_000 },
    { type: 'savings', name: 'Rainy Day Savings', depositMinor: 300_000 },
  ],
} as const;

export const DEMO_ADMIN = {
  email: 'admin@vaultline.test',
  firstName: 'alex',
  lastName: 'admin',
} as const;

/** A second staff member: changes and large adjustments need someone other than their maker to approve them. */
export const DEMO_CHECKER = {
  email: 'checker@vaultline.test',
  firstName: 'casey',
  lastName: 'checker',
} as const;

/** The file in DATA_DIR that lists the demo sign-ins (npm start points to it; the e2e suites read it). */
export const DEMO_ACCOUNTS_FILE = 'demo-accounts.txt';
/** The demo card's number, CVV and expiry, for the card network simulator (npm run cards:simulate). */
export const DEMO_CARD_FILE = 'demo-card.json';

/** The demo people's secrets, as drawn at the first seed. */
export interface DemoSecrets {
  customer: string;
  admin: string;
  checker: string;
  pin: string;
}

/**
 * What earlier versions published in the README: a file still holding any of them is from before
 * the passwords were drawn, and the seed replaces them (and the accounts' own) on the next boot.
 */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'Demo-Customer-2026',
  'Demo-Admin-2026',
  'Demo-Checker-2026',
  '2468',
]);

/** 144 random bits from the CSPRNG: out of reach of any guessing, and one word (no spaces) in the file. */
function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Four random digits, never one of the common PINs the PIN form refuses. */
function randomPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 10_000)).padStart(4, '0');
    if (!COMMON_PINS.has(pin)) return pin;
  }
}

export function drawDemoSecrets(): DemoSecrets {
  return {
    customer: randomPassword(),
    admin: randomPassword(),
    checker: randomPassword(),
    pin: randomPin(),
  };
}

/** The file's text: one sign-in per line, the form `npm start` prints and the e2e suites read. */
export function formatDemoAccounts(secrets: DemoSecrets): string {
  return [
    `Demo customer: ${DEMO_CUSTOMER.email} / ${secrets.customer}`,
    `Demo admin: ${DEMO_ADMIN.email} / ${secrets.admin}`,
    `Demo checker: ${DEMO_CHECKER.email} / ${secrets.checker}`,
    `Demo customer transfer PIN: ${secrets.pin}`,
    '',
  ].join('\n');
}

/** The secrets a file lists; null when one is missing, or when it holds a secret earlier versions published. */
export function parseDemoAccounts(text: string): DemoSecrets | null {
  const password = (kind: string, email: string) =>
    new RegExp(`^Demo ${kind}: ${email.replace(/\./g, '\\.')} / (\\S+)$`, 'm').exec(text)?.[1];
  const secrets = {
    customer: password('customer', DEMO_CUSTOMER.email),
    admin: password('admin', DEMO_ADMIN.email),
    checker: password('checker', DEMO_CHECKER.email),
    pin: /^Demo customer transfer PIN: (\d{4})$/m.exec(text)?.[1],
  };
  const values = Object.values(secrets);
  if (values.some((value) => value === undefined || PUBLISHED_SECRETS.has(value))) return null;
  return secrets as DemoSecrets;
}
