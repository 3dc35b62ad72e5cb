import type { SecondFactorMethod } from '@vaultline/contracts';

/**
 * Where a step-up's code comes from, as the label of its six boxes: the code we emailed, or the
 * authenticator app's (where one is set up the API emails nothing: the app answers every step-up).
 */
export const STEP_UP_CODE_LABEL: Record<SecondFactorMethod, string> = {
  email: 'Code from your email',
  totp: 'Code from your authenticator app',
};

/** How to get a code, for the text above the boxes. */
export const STEP_UP_CODE_HINT: Record<SecondFactorMethod, string> = {
  email: 'Enter the 6-digit code we emailed you.',
  totp: 'Enter the 6-digit code your authenticator app shows now for Vaultline.',
};

/**
 * What signing in asks of a browser without "always ask" (the API trusts a browser that passed a
 * second factor for 30 days: KNOWN_DEVICE_TRUST_MS).
 */
export const NEW_BROWSER_RULE =
  'A browser that has not signed in to your account before is always asked for a code we email you; once it has passed one, it may sign in with your password alone for 30 days.';
