/** Error codes of sign-up, sign-in, sessions and profile (the client shows the message; tests assert the code). */
export const AuthErrorCode = {
  INVALID_CREDENTIALS: 'AUTH_INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'AUTH_EMAIL_NOT_VERIFIED',
  THROTTLED: 'AUTH_THROTTLED',
  PASSWORD_TOO_COMMON: 'AUTH_PASSWORD_TOO_COMMON',
  PASSWORDS_DO_NOT_MATCH: 'AUTH_PASSWORDS_DO_NOT_MATCH',
  CURRENT_PASSWORD_WRONG: 'AUTH_CURRENT_PASSWORD_WRONG',
  CODE_INVALID: 'AUTH_CODE_INVALID',
  CODE_EXPIRED: 'AUTH_CODE_EXPIRED',
  CODE_ATTEMPTS_EXCEEDED: 'AUTH_CODE_ATTEMPTS_EXCEEDED',
  CODE_RESEND_LIMIT: 'AUTH_CODE_RESEND_LIMIT',
  /** Too many wrong codes of one kind across codes: that kind is blocked for the user for a while. */
  CODE_LOCKED: 'AUTH_CODE_LOCKED',
  /** A code from the authenticator app for a time step already used (each code works once). */
  CODE_REUSED: 'AUTH_CODE_REUSED',
  /** The authenticator app is already the second factor: turn it off before setting up another. */
  TOTP_ALREADY_ENABLED: 'AUTH_TOTP_ALREADY_ENABLED',
  /** The authenticator app is not the second factor (nothing to turn off or renew). */
  TOTP_NOT_ENABLED: 'AUTH_TOTP_NOT_ENABLED',
  /** No set-up waits for its confirming code: start the set-up again. */
  TOTP_NOT_PENDING: 'AUTH_TOTP_NOT_PENDING',
  RESET_LINK_INVALID: 'AUTH_RESET_LINK_INVALID',
  /** The link that cancels an email change was used, has expired (24 hours) or never existed. */
  CANCEL_LINK_INVALID: 'AUTH_CANCEL_LINK_INVALID',
  SESSION_EXPIRED: 'AUTH_SESSION_EXPIRED',
  SESSION_REVOKED: 'AUTH_SESSION_REVOKED',
  PASSWORD_CHANGE_REQUIRED: 'AUTH_PASSWORD_CHANGE_REQUIRED',
  EMAIL_TAKEN: 'USERS_EMAIL_TAKEN',
  AVATAR_NOT_AN_IMAGE: 'USERS_AVATAR_NOT_AN_IMAGE',
  AVATAR_TOO_LARGE: 'USERS_AVATAR_TOO_LARGE',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];
