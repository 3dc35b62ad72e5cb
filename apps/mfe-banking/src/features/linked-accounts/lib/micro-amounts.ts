import { parseUsdToMinor } from '@vaultline/money';

/** Each micro-deposit is between 1 and 99 cents (VerifyLinkRequestSchema). */
const MICRO_MIN_MINOR = 1;
const MICRO_MAX_MINOR = 99;

export const MICRO_AMOUNT_HINT = 'In dollars and cents, like 0.32.';

/**
 * A micro-deposit as typed ("0.32", ".32", "$0.07") → its cents (32, 32, 7), or the reason it is
 * not one. Integer arithmetic only (parseUsdToMinor): no float rounding.
 */
export function parseMicroAmount(input: string): { cents: number } | { problem: string } {
  if (input.trim() === '') return { problem: 'Enter the amount, like 0.32.' };
  // "$.32" and ".32" are how many people write cents: read them as 0.32.
  const cents = parseUsdToMinor(input.trim().replace(/^\$?\./, '0.'));
  if (cents === null) return { problem: 'Enter dollars and cents, like 0.32.' };
  if (cents < MICRO_MIN_MINOR || cents > MICRO_MAX_MINOR) {
    return { problem: 'Each amount is between $0.01 and $0.99.' };
  }
  return { cents };
}
