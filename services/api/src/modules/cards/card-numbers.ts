import { randomInt } from 'node:crypto';

// Card numbers: real-format PANs (16 digits, the Luhn check digit last) from the bank's own test
// BIN, a 3-digit CVV, and an expiry four years out. Drawn with the CSPRNG.

/** The bank's issuer identification number: a Visa-range BIN kept for Vaultline's test cards. */
export const VAULTLINE_BIN = '489537';
const PAN_LENGTH = 16;
export const CARD_VALID_YEARS = 4;

/** The Luhn check digit for a number without it. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a number's last digit is its Luhn check digit. */
export function luhnValid(pan: string): boolean {
  if (!/^\d{12,19}$/.test(pan)) return false;
  return luhnDigit(pan.slice(0, -1)) === Number(pan.slice(-1));
}

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += String(randomInt(10));
  return digits;
}

/** A new card number on the bank's BIN (uniqueness is the database's: pan_lookup is unique). */
export function newPan(): string {
  const body = VAULTLINE_BIN + randomDigits(PAN_LENGTH - VAULTLINE_BIN.length - 1);
  return body + String(luhnDigit(body));
}

export function newCvv(): string {
  return randomDigits(3);
}

/** A card issued now is valid to the end of the same month, CARD_VALID_YEARS later (UTC). */
export function expiryFrom(now: Date): { month: number; year: number } {
  return { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() + CARD_VALID_YEARS };
}

/** Whether a card valid to the end of month/year has expired at `now` (UTC). */
export function isExpired(month: number, year: number, now: Date): boolean {
  const endOfMonth = Date.UTC(year, month, 1);
  return now.getTime() >= endOfMonth;
}
