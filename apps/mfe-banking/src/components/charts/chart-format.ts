import type { MinorUnits } from '@vaultline/money';

const MONTH_LONG = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_SHORT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_SHORT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00Z`);
}

/** "2026-06" → "June 2026" (the API's months are UTC calendar months). */
export function monthLabel(month: string): string {
  return MONTH_LONG.format(monthStart(month));
}

/** "2026-06" → "Jun 2026", for axes. */
export function shortMonthLabel(month: string): string {
  return MONTH_SHORT.format(monthStart(month));
}

/** "2026-06-03" → "Jun 3", for axes. */
export function shortDayLabel(date: string): string {
  return DAY_SHORT.format(new Date(`${date}T00:00:00Z`));
}

/**
 * An axis tick, e.g. 1250000 → "$12.5K": a mark on a scale, not a figure (the figures are exact in
 * the tooltips and the tables).
 */
export function axisUsd(minor: MinorUnits): string {
  return WHOLE_DOLLARS.format(Math.round(minor / 100));
}
