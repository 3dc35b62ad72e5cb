import { AuthErrorCode } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';

/** A wrong code, with the tries its code or challenge has left (none: it cannot be used any more). */
export function wrongCode(triesLeft: number): AuthException {
  if (triesLeft <= 0) return attemptsExceeded();
  return new AuthException(
    AuthErrorCode.CODE_INVALID,
    `That code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  );
}

export function attemptsExceeded(): AuthException {
  return new AuthException(
    AuthErrorCode.CODE_ATTEMPTS_EXCEEDED,
    'Too many wrong tries for this code. Request a new one.',
  );
}

export function linkInvalid(): AuthException {
  return new AuthException(
    AuthErrorCode.RESET_LINK_INVALID,
    'This link is not valid any more. Links work once, for 24 hours: request a new one.',
  );
}
