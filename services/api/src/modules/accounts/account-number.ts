import { randomInt } from 'node:crypto';

/** The Luhn check digit for a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function hasValidCheckDigit(number: string): boolean {
  return (
    /^\d{10,12}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1))
  );
}

/** A new 10-digit account number: no leading zero, 8 random digits, a Luhn check digit. */
export function newAccountNumber(): string {
  const body = `${randomInt(1, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}
