import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash } from '../../platform/crypto/keys';
import { seal, unseal } from '../../platform/crypto/sealing';

/** What is sealed for each card: never logged, never in a list answer. */
export interface CardSecret {
  pan: string;
  cvv: string;
}

/**
 * The card number and CVV, sealed with AES-256-GCM under a key derived from the environment's app
 * secret, with the card id as associated data (a sealed value copied to another card does not
 * open). The number is found again by a keyed hash of it (another derived key), never by the
 * number itself.
 */
@Injectable()
export class CardSecrets {
  private readonly sealKey: Buffer;
  private readonly lookupKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.sealKey = deriveKey(config.appSecret, 'card-number');
    this.lookupKey = deriveKey(config.appSecret, 'card-lookup');
  }

  seal(cardId: string, secret: CardSecret): string {
    return seal(this.sealKey, Buffer.from(JSON.stringify(secret), 'utf8'), cardId);
  }

  open(cardId: string, sealed: string): CardSecret {
    const value = JSON.parse(unseal(this.sealKey, sealed, cardId).toString('utf8')) as CardSecret;
    return { pan: value.pan, cvv: value.cvv };
  }

  lookup(pan: string): string {
    return keyedHash(this.lookupKey, pan);
  }
}
