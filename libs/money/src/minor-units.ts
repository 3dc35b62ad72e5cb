/**
 * Money is integer minor units (cents). JavaScript numbers are exact for integers up to 2^53 - 1
 * (about 90 trillion dollars in cents), far above any balance a customer can hold, so the ledger's
 * `bigint` columns are carried as safe integers and every operation here checks they stay safe.
 */
export type MinorUnits = number;

export class MoneyError extends Error {}

export function assertMinorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) {
    throw new MoneyError(`Not an integer amount of minor units: ${value}`);
  }
  return value;
}

export function addMinor(...amounts: MinorUnits[]): MinorUnits {
  return assertMinorUnits(amounts.reduce((sum, amount) => sum + assertMinorUnits(amount), 0));
}

/** "1234.5" → 123450. Accepts digits with optional grouping commas and at most two decimals; else null. */
export function parseUsdToMinor(input: string): MinorUnits | null {
  const cleaned = input
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return assertMinorUnits(Number(match[1]) * 100 + Number(cents));
}

/** The exact decimal string of an amount, e.g. -123450 → "-1234.50" (no float arithmetic). */
export function minorToDecimalString(minor: MinorUnits): string {
  assertMinorUnits(minor);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
