/**
 * Field-level helpers for the NACHA writer: each one validates a value against the rule for its
 * field and renders it at the field's exact width, so a record is built only from checked parts.
 */

/** Printable ASCII (space to tilde): the only characters a NACHA record may carry. */
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Thrown for input the writer refuses, naming the field, so no bad file is ever produced. */
export class NachaInputError extends Error {
  constructor(field: string, problem: string) {
    super(`NACHA input ${field}: ${problem}`);
    this.name = 'NachaInputError';
  }
}

/**
 * An alphanumeric field: printable ASCII, at most `width` characters, upper-cased, left-justified
 * and space-padded. Too long is refused rather than truncated, so no text is silently lost.
 */
export function alphaField(
  field: string,
  value: string,
  width: number,
  options: { required?: boolean } = {},
): string {
  if (!PRINTABLE_ASCII.test(value)) {
    throw new NachaInputError(field, 'only printable ASCII characters are allowed');
  }
  if (value.length > width) {
    throw new NachaInputError(field, `longer than ${width} characters (${value.length})`);
  }
  if (options.required && value.trim() === '') {
    throw new NachaInputError(field, 'must not be blank');
  }
  return value.toUpperCase().padEnd(width, ' ');
}

/** A numeric field: a safe non-negative integer, right-justified and zero-padded to `width`. */
export function numericField(field: string, value: number, width: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new NachaInputError(field, `must be a safe non-negative integer (got ${value})`);
  }
  const digits = String(value);
  if (digits.length > width) {
    throw new NachaInputError(field, `${value} does not fit in ${width} digits`);
  }
  return digits.padStart(width, '0');
}

/** A string that must be exactly `length` decimal digits (routing ids, trace numbers). */
export function digitsField(field: string, value: string, length: number): string {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) {
    throw new NachaInputError(field, `must be exactly ${length} digits (got "${value}")`);
  }
  return value;
}

/** True when the 9-digit routing number passes the ABA check (weights 3, 7, 1; sum % 10 === 0). */
export function passesAbaCheck(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(routing[index]), 0);
  return sum % 10 === 0;
}

/** A 9-digit ABA routing number, refused when its check digit is wrong. */
export function routingField(field: string, routing: string): string {
  digitsField(field, routing, 9);
  if (!passesAbaCheck(routing)) {
    throw new NachaInputError(field, `routing number ${routing} fails the ABA check digit`);
  }
  return routing;
}

function validDate(field: string, date: Date): Date {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new NachaInputError(field, 'must be a valid Date');
  }
  return date;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A date as YYMMDD, read in UTC so the file does not depend on the server's time zone. */
export function yymmddField(field: string, date: Date): string {
  const valid = validDate(field, date);
  return (
    twoDigits(valid.getUTCFullYear() % 100) +
    twoDigits(valid.getUTCMonth() + 1) +
    twoDigits(valid.getUTCDate())
  );
}

/** A time of day as HHMM, in UTC. */
export function hhmmField(field: string, date: Date): string {
  const valid = validDate(field, date);
  return twoDigits(valid.getUTCHours()) + twoDigits(valid.getUTCMinutes());
}

/** Blank (reserved or unused) positions. */
export function blankField(width: number): string {
  return ' '.repeat(width);
}
