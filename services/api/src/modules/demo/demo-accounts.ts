/** The demo bank's sign-ins (README lists the same). Only ever created when SEED_DEMO=true, never in production. */
export const DEMO_CUSTOMER = {
  email: 'demo@vaultline.test',
  password: 'Demo-Customer-2026',
  pin: '2468',
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
  password: 'Demo-Admin-2026',
  firstName: 'alex',
  lastName: 'admin',
} as const;

/** A second staff member: changes and large adjustments need someone other than their maker to approve them. */
export const DEMO_CHECKER = {
  email: 'checker@vaultline.test',
  password: 'Demo-Checker-2026',
  firstName: 'casey',
  lastName: 'checker',
} as const;
