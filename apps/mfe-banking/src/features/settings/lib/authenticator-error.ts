import { AuthErrorCode, type SecondFactorMethod } from '@vaultline/contracts';
import type { ApiRequestError } from '@vaultline/session';

/** Our words for the answers a person can act on; anything else shows the API's own message. */
const TEXT: Partial<Record<string, string>> = {
  [AuthErrorCode.CODE_INVALID]:
    'That code is not correct. Enter the code your app shows now; if it still fails, check that the time on your phone is set automatically.',
  [AuthErrorCode.CODE_REUSED]: 'That code was already used. Wait for your app to show a new one.',
  [AuthErrorCode.TOTP_NOT_PENDING]: 'This set-up has ended. Close this window and start again.',
  [AuthErrorCode.TOTP_ALREADY_ENABLED]: 'An authenticator app is already set up for your account.',
  [AuthErrorCode.TOTP_NOT_ENABLED]: 'No authenticator app is set up for your account.',
  [AuthErrorCode.CURRENT_PASSWORD_WRONG]: 'That password is not correct.',
};

/** The same answers about a code we emailed (the app's words would send the person to their phone). */
const EMAILED_CODE_TEXT: Partial<Record<string, string>> = {
  [AuthErrorCode.CODE_INVALID]:
    'That code is not correct. Enter the code from our newest email; an older one stops working when a new one is sent.',
  [AuthErrorCode.CODE_EXPIRED]: 'That code has expired. Send a new code and enter that one.',
  [AuthErrorCode.CODE_ATTEMPTS_EXCEEDED]:
    'That code was tried too often. Send a new code and enter that one.',
};

/**
 * What to tell the person after a failed authenticator or step-up request, chosen by the error's
 * `code`, and for a code by where it came from (`method`; the app when not given).
 */
export function authenticatorErrorText(
  error: ApiRequestError,
  method: SecondFactorMethod = 'totp',
): string {
  const emailed = method === 'email' ? EMAILED_CODE_TEXT[error.code] : undefined;
  return emailed ?? TEXT[error.code] ?? error.message;
}
