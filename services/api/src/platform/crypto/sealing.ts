import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (not only recognise, as keyedHash allows), stored encrypted:
 * AES-256-GCM under a key from deriveKey, a fresh 12-byte nonce each time, and `context` (e.g. the
 * owner's id) bound as associated data, so a sealed value copied to another row does not open.
 * The stored form is "v1." + base64url(nonce ‖ tag ‖ ciphertext).
 */
const VERSION = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, plaintext: Buffer, context: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The plaintext of a sealed value. Throws when it was changed, or sealed with another key or context. */
export function unseal(key: Buffer, sealed: string, context: string): Buffer {
  if (!sealed.startsWith(VERSION)) throw new Error('Not a sealed value');
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
}
