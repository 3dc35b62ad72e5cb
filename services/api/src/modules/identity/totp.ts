import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238, on HOTP, RFC 4226) as authenticator apps make them:
 * HMAC-SHA-1, 6 digits, a 30-second step counted from the Unix epoch. Codes are accepted one step
 * either side of now (clocks drift, people type slowly); the caller refuses a step already used.
 */
export const TOTP_DEFAULTS = { digits: 6, stepS: 30, window: 1 } as const;

/** Secrets are 20 random bytes: the length of a SHA-1 HMAC's output (RFC 4226 §4, R6). */
export const TOTP_SECRET_BYTES = 20;

/** Codes of 6 to 8 digits: what RFC 4226 allows and apps show. */
const DIGITS_MIN = 6;
const DIGITS_MAX = 8;

export interface TotpOptions {
  digits?: number;
  stepS?: number;
}

/** The HOTP value of `counter` (RFC 4226 §5.3): dynamic truncation of HMAC-SHA-1, `digits` long. */
export function hotp(secret: Buffer, counter: number, digits: number = TOTP_DEFAULTS.digits) {
  if (!Number.isInteger(digits) || digits < DIGITS_MIN || digits > DIGITS_MAX)
    throw new RangeError(`digits must be ${DIGITS_MIN}-${DIGITS_MAX}`);
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError('bad counter');
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  // An HMAC-SHA1 is 20 bytes: the last one is there.
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step a moment falls in: whole `stepS` periods since the Unix epoch. */
export function timeStep(timeMs: number, stepS: number = TOTP_DEFAULTS.stepS): number {
  return Math.floor(timeMs / 1000 / stepS);
}

/** The code an app shows at `timeMs`. */
export function totp(secret: Buffer, timeMs: number, options: TotpOptions = {}): string {
  const { digits = TOTP_DEFAULTS.digits, stepS = TOTP_DEFAULTS.stepS } = options;
  return hotp(secret, timeStep(timeMs, stepS), digits);
}

/**
 * The steps within `window` of now whose code is `code` (oldest first; almost always one or
 * none), each compared in constant time. The caller takes the first it has not used yet.
 */
export function matchingSteps(
  secret: Buffer,
  code: string,
  nowMs: number,
  options: TotpOptions & { window?: number } = {},
): number[] {
  const { digits = TOTP_DEFAULTS.digits, stepS = TOTP_DEFAULTS.stepS } = options;
  const window = options.window ?? TOTP_DEFAULTS.window;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return [];
  const now = timeStep(nowMs, stepS);
  const found: number[] = [];
  for (let step = now - window; step <= now + window; step += 1) {
    if (step < 0) continue;
    const expected = Buffer.from(hotp(secret, step, digits));
    if (timingSafeEqual(expected, Buffer.from(code))) found.push(step);
  }
  return found;
}

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without "=" padding (as otpauth:// URIs carry secrets). */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/**
 * RFC 4648 base32 back to bytes: either case, spaces and "=" padding ignored (people type secrets
 * in groups). Throws on any other character, and on trailing bits that are not zero.
 */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not base32: "${char}"`);
    value = ((value << 5) | index) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  if (bits >= 5 || (value & ((1 << bits) - 1)) !== 0) throw new Error('Not base32: bad length');
  return Buffer.from(out);
}

/**
 * The otpauth:// URI apps read from a QR code (Google Authenticator's key URI format):
 * "otpauth://totp/Issuer:account?secret=…&issuer=Issuer&algorithm=SHA1&digits=6&period=30".
 */
export function otpauthUri(issuer: string, account: string, secret: Buffer): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DEFAULTS.digits),
    period: String(TOTP_DEFAULTS.stepS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
