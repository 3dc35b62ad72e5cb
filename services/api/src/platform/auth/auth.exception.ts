import { AuthErrorCode } from '@vaultline/contracts';
import { AppException } from '../http/app.exception';

const STATUS: Record<AuthErrorCode, number> = {
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_EMAIL_NOT_VERIFIED: 403,
  AUTH_THROTTLED: 429,
  AUTH_PASSWORD_TOO_COMMON: 400,
  AUTH_PASSWORDS_DO_NOT_MATCH: 400,
  AUTH_CURRENT_PASSWORD_WRONG: 400,
  AUTH_CODE_INVALID: 400,
  AUTH_CODE_EXPIRED: 400,
  AUTH_CODE_ATTEMPTS_EXCEEDED: 400,
  AUTH_CODE_RESEND_LIMIT: 429,
  AUTH_CODE_LOCKED: 429,
  AUTH_CODE_REUSED: 400,
  AUTH_TOTP_ALREADY_ENABLED: 409,
  AUTH_TOTP_NOT_ENABLED: 409,
  AUTH_TOTP_NOT_PENDING: 409,
  AUTH_RESET_LINK_INVALID: 400,
  AUTH_CANCEL_LINK_INVALID: 400,
  AUTH_SESSION_EXPIRED: 401,
  AUTH_SESSION_REVOKED: 401,
  AUTH_PASSWORD_CHANGE_REQUIRED: 403,
  USERS_EMAIL_TAKEN: 409,
  USERS_AVATAR_NOT_AN_IMAGE: 415,
  USERS_AVATAR_TOO_LARGE: 413,
};

export class AuthException extends AppException {
  constructor(code: AuthErrorCode, message: string, details?: unknown) {
    super(STATUS[code], code, message, details);
  }
}

export function throttled(retryAfterS: number): AuthException {
  const wait =
    retryAfterS < 90 ? `${retryAfterS} seconds` : `${Math.ceil(retryAfterS / 60)} minutes`;
  return new AuthException(
    AuthErrorCode.THROTTLED,
    `Too many attempts. Please try again in ${wait}.`,
    { retryAfterS },
  );
}

/** Too many codes sent to one address or user lately (a code send, not a guess, was refused). */
export function resendLimited(retryAfterS: number): AuthException {
  return new AuthException(
    AuthErrorCode.CODE_RESEND_LIMIT,
    `You asked for several codes recently. Please wait ${Math.ceil(retryAfterS / 60)} minutes before asking again.`,
    { retryAfterS },
  );
}
