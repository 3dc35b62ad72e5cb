import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';

/**
 * The most common passwords (the zxcvbn list, ~49,000 from breach corpora), lower-cased. Only
 * those long enough to pass the length rule matter.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as string[])
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= PASSWORD_MIN_LENGTH),
);

/** Verified against when the email is unknown, so that answer takes as long as a wrong password. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$yJm65TaEsg27R2JzXitZ4g$Nz80iKBuNXQHtC28BESFDj6dar5BYzqCsPL9PpfHSSs';

/** argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane); no composition rules (NIST 800-63B). */
@Injectable()
export class PasswordsService {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  /** Compares in constant time; with no hash (unknown user) it still spends the same effort and answers false. */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await verify(passwordHash ?? DUMMY_HASH, password);
      return ok && passwordHash !== null;
    } catch {
      return false;
    }
  }

  /**
   * Errors: AUTH_PASSWORD_TOO_COMMON (on the common-password list, or the account's own email).
   */
  assertAcceptable(password: string, email: string): void {
    const lower = password.toLowerCase();
    if (
      COMMON_PASSWORDS.has(lower) ||
      lower === email.toLowerCase() ||
      lower === (email.split('@')[0] ?? '').toLowerCase()
    ) {
      throw new AuthException(
        AuthErrorCode.PASSWORD_TOO_COMMON,
        'This password is too common or too easy to guess. Choose a longer or less common one.',
      );
    }
  }
}
