/** The demo bank's sign-ins (README lists the same). Only ever created when SEED_DEMO=true, never in production. */
export const DEMO_CUSTOMER = {
  email: 'demo@vaultline.test',
  password: 'Demo-Customer-2026',
  firstName: 'dana',
  lastName: 'demo',
} as const;

export const DEMO_ADMIN = {
  email: 'admin@vaultline.test',
  password: 'Demo-Admin-2026',
  firstName: 'alex',
  lastName: 'admin',
} as const;
