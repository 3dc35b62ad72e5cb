import type { MinorUnits } from './minor-units';
import { minorToDecimalString } from './minor-units';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50". Formats the exact decimal string, so no floating-point rounding can creep in. */
export function formatUsd(minor: MinorUnits): string {
  // Intl accepts exact decimal strings (NumberFormat v3); the cast keeps older lib typings happy.
  return usd.format(minorToDecimalString(minor) as unknown as number);
}

/** "+$10.00" / "-$10.00": for history rows where the sign carries meaning. */
export function formatSignedUsd(minor: MinorUnits): string {
  if (minor === 0) return formatUsd(0);
  return minor > 0 ? `+${formatUsd(minor)}` : `-${formatUsd(-minor)}`;
}

/** Dates are shown year-month-day (en-CA), e.g. 2026-11-22. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}
