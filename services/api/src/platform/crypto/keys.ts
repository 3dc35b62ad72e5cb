import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a derived key is for; each purpose gets its own key, so one leaking does not expose the others. */
export type KeyPurpose =
  | 'access-token'
  | 'one-time-code'
  | 'refresh-token'
  | 'transfer-pin'
  | 'staff-assets'
  | 'drawn-page'
  | 'known-device'
  | 'known-device-id'
  | 'email-change-cancel'
  | 'totp-secret'
  | 'recovery-code'
  | 'page-cursor'
  | 'tax-id'
  | 'card-number'
  | 'card-lookup';

/** A 32-byte key derived from the app secret with HKDF-SHA256. */
export function deriveKey(appSecret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'vaultline', purpose, 32));
}

/** Keyed hash (HMAC-SHA256, hex) of a secret the server must recognise but never store in the clear. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** A keyedHash value: exactly 64 lowercase hex digits. */
const KEYED_HASH = /^[0-9a-f]{64}$/;

/**
 * Whether two keyed hashes are the same, in constant time. Both must be whole hashes: Buffer.from
 * stops decoding hex at the first non-hex character, so without this check "<hash>junk" would match.
 */
export function sameHash(a: string, b: string): boolean {
  if (!KEYED_HASH.test(a) || !KEYED_HASH.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
