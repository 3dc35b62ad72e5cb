import { AuthErrorCode } from '@vaultline/contracts';
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

/** What to tell the person after a failed authenticator request, chosen by the error's `code`. */
export function authenticatorErrorText(error: ApiRequestError): string {
  return TEXT[error.code] ?? error.message;
}
