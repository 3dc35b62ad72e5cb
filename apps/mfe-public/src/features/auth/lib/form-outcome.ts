import {
  AuthErrorCode,
  CommonErrorCode,
  SecondFactorMethodSchema,
  SIGN_IN_FORM_FRAGMENT,
  type SecondFactorMethod,
  UuidSchema,
} from '@vaultline/contracts';

/**
 * What the drawn page's plain form left in the sign-in page's fragment when its sign-in did not
 * finish (SIGN_IN_FORM_FRAGMENT): the second step to take, or why it failed. The words shown are
 * the page's own, never text from the URL.
 */
export type FormOutcome =
  | { kind: 'code'; challengeId: string; method: SecondFactorMethod; message: string }
  | { kind: 'failed'; code: string; message: string };

const CODE_STEP_MESSAGES: Record<SecondFactorMethod, string> = {
  email: 'We sent a 6-digit code to your email address. Enter it to finish signing in.',
  totp: 'Enter the 6-digit code from your authenticator app.',
};

const FAILURE_MESSAGES: Record<string, string> = {
  [AuthErrorCode.INVALID_CREDENTIALS]: 'Invalid email or password.',
  [AuthErrorCode.EMAIL_NOT_VERIFIED]: 'Verify your email address before you sign in.',
  [AuthErrorCode.THROTTLED]: 'Too many attempts. Please try again in a few minutes.',
  [CommonErrorCode.VALIDATION_FAILED]: 'Enter your email address and password.',
};
const FAILED = 'We could not sign you in. Please try again.';

/** The outcome a fragment names (`#sign-in=…`), or null. */
export function parseFormOutcome(hash: string): FormOutcome | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const state = fields.get(SIGN_IN_FORM_FRAGMENT);
  if (state === 'code') {
    const challengeId = UuidSchema.safeParse(fields.get('challenge'));
    const method = SecondFactorMethodSchema.safeParse(fields.get('method'));
    if (!challengeId.success || !method.success) return null;
    const message = CODE_STEP_MESSAGES[method.data];
    return { kind: 'code', challengeId: challengeId.data, method: method.data, message };
  }
  if (state !== 'failed') return null;
  const code = fields.get('code') ?? '';
  return { kind: 'failed', code, message: FAILURE_MESSAGES[code] ?? FAILED };
}

/** Reads the outcome from this page's address and takes it out (a reload does not repeat it). */
export function takeFormOutcome(): FormOutcome | null {
  const outcome = parseFormOutcome(window.location.hash);
  if (outcome) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  return outcome;
}
