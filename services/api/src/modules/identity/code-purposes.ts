// The kinds of one-time code, and which of them count wrong tries across codes: a leaf the codes
// service, the failure counter and the mail texts all read (none of them imports another for it).

export type CodePurpose =
  | 'verify_email'
  | 'sign_in'
  | 'email_change'
  | 'password_reset'
  | 'transfer_step_up'
  | 'pin_unlock'
  /** Adding a saved payee from the payees page. */
  | 'payee_add'
  /** Linking an account at another bank (money can then be pulled from it and pushed to it). */
  | 'external_link'
  /** Adding a biller with the customer's reference at it (bill payments can then go to it). */
  | 'biller_add'
  /** Showing a debit card's full number and security code for a minute. */
  | 'card_reveal'
  /** A new transfer PIN chosen with the password (a second factor as well). */
  | 'pin_reset'
  /** The current address (or app) agreeing to an email change, beside the code sent to the new one. */
  | 'email_change_current'
  /** A change of the second factor itself: setting up the app, turning emailed sign-in codes off. */
  | 'security_change'
  /** A sign-in whose second factor is the authenticator app: a challenge with no code of its own. */
  | 'sign_in_totp';

/**
 * Every code a person types in: each purpose counts its wrong tries across codes. Not counted here:
 * password reset links (256 random bits, nothing to guess) and the app's sign-in challenge, whose
 * answers are counted as `sign_in`.
 */
type LockableCodePurpose = Exclude<CodePurpose, 'password_reset' | 'sign_in_totp'>;

/**
 * The codes whose wrong tries are counted across codes: the emailed codes, and codes from the
 * authenticator app (at sign-in as `sign_in`, at a step-up under the step-up's purpose, and in its
 * settings, to confirm it, renew recovery codes or turn it off, as `authenticator`).
 */
export type LockablePurpose = LockableCodePurpose | 'authenticator';

const LOCKABLE: Record<LockableCodePurpose, true> = {
  verify_email: true,
  sign_in: true,
  email_change: true,
  email_change_current: true,
  transfer_step_up: true,
  pin_unlock: true,
  pin_reset: true,
  payee_add: true,
  external_link: true,
  biller_add: true,
  card_reveal: true,
  security_change: true,
};

export function isLockable(purpose: CodePurpose): purpose is LockableCodePurpose {
  return Object.hasOwn(LOCKABLE, purpose);
}

/** What each kind of code is called in messages and mail ("Too many wrong sign-in codes"). */
export const CODE_NAMES: Record<LockablePurpose, string> = {
  verify_email: 'email verification codes',
  sign_in: 'sign-in codes',
  email_change: 'codes to change your email',
  email_change_current: 'codes to change your email',
  transfer_step_up: 'transfer confirmation codes',
  pin_unlock: 'codes to unblock transfers',
  pin_reset: 'codes to choose a new transfer PIN',
  payee_add: 'codes to add payees',
  external_link: 'codes to link accounts at other banks',
  biller_add: 'codes to add billers',
  card_reveal: 'codes to show card numbers',
  security_change: 'codes to change your sign-in security',
  authenticator: 'authenticator app codes for security settings',
};

const MINUTE_MS = 60_000;

/** How long each kind of code or link stays valid. */
export const CODE_TTL_MS: Record<CodePurpose, number> = {
  verify_email: 10 * MINUTE_MS,
  sign_in: 10 * MINUTE_MS,
  sign_in_totp: 10 * MINUTE_MS,
  email_change: 10 * MINUTE_MS,
  pin_unlock: 10 * MINUTE_MS,
  transfer_step_up: 5 * MINUTE_MS,
  payee_add: 10 * MINUTE_MS,
  external_link: 10 * MINUTE_MS,
  biller_add: 10 * MINUTE_MS,
  card_reveal: 5 * MINUTE_MS,
  pin_reset: 10 * MINUTE_MS,
  email_change_current: 10 * MINUTE_MS,
  security_change: 10 * MINUTE_MS,
  // The FAQ promises reset links that expire after 24 hours.
  password_reset: 24 * 60 * MINUTE_MS,
};

/** Wrong tries allowed per code. */
export const CODE_ATTEMPTS_MAX = 5;
