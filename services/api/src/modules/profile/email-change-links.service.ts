import { Inject, Injectable } from '@nestjs/common';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash } from '../../platform/crypto/keys';

/** The link in the old address's notice; the token stays in the fragment, out of every log. */
export function emailChangeCancelLink(publicUrl: string, token: string): string {
  return `${publicUrl}/email-change/cancel#token=${token}`;
}

/** The links that cancel an email change: their tokens' keyed hashes (the rows keep no token). */
@Injectable()
export class EmailChangeLinks {
  private readonly cancelKey: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.cancelKey = deriveKey(config.appSecret, 'email-change-cancel');
  }

  /** The link that carries the token. */
  link(token: string): string {
    return emailChangeCancelLink(this.config.publicUrl, token);
  }

  hashOf(token: string): string {
    return keyedHash(this.cancelKey, token);
  }
}

export function emailTaken(): AuthException {
  return new AuthException(AuthErrorCode.EMAIL_TAKEN, 'Another account already uses this email.');
}

export function cancelLinkInvalid(): AuthException {
  return new AuthException(
    AuthErrorCode.CANCEL_LINK_INVALID,
    'This link is not valid any more: it works once, for 24 hours after the change. Contact support if your email was changed without you.',
  );
}
