import type { MinorUnits } from '@vaultline/money';
import { assertMinorUnits } from '@vaultline/money';

/** bigint columns arrive as strings (pg and PGlite alike): read them as exact, safe integers of minor units. */
export function toMinor(value: unknown): MinorUnits {
  if (typeof value === 'number') return assertMinorUnits(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return assertMinorUnits(Number(value));
  throw new Error(`Not an amount of minor units: ${String(value)}`);
}
