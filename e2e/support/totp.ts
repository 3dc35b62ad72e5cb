import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a base32 key as the set-up shows it (groups of four, spaces ignored). */
function base32Bytes(key: string): Buffer {
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of key.replace(/[\s=]/g, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 key: "${key}"`);
    value = ((value << 5) | index) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * The code an authenticator app shows at `timeMs` for a key (RFC 6238: HMAC-SHA-1, 6 digits,
 * 30-second steps), as a phone would compute it from the key on the set-up screen.
 */
export function totp(base32Key: string, timeMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 30_000)));
  const mac = createHmac('sha1', base32Bytes(base32Key)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const STEP_MS = 30_000;

/**
 * An authenticator app as a test holds one: its key, and the newest time step whose code it gave.
 * The API takes a code of the step now or one either side, and never a step at or before one it
 * took already; so each code is of the next unused step, waiting for the clock when that is more
 * than one step ahead.
 */
export class TestAuthenticator {
  private lastStep = -1;

  constructor(readonly key: string) {}

  async nextCode(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / STEP_MS);
      const step = Math.max(this.lastStep + 1, now);
      if (step <= now + 1) {
        this.lastStep = step;
        return totp(this.key, step * STEP_MS);
      }
      await new Promise((wait) => setTimeout(wait, (now + 1) * STEP_MS - Date.now() + 50));
    }
  }
}
