import { formatUsd } from '@vaultline/money';
import { toMinor } from '../database/money';

// Amounts and moments as customers read them in statement lines, notices and emails.

/** "$1,234.56" */
export function dollars(amountMinor: number): string {
  return formatUsd(toMinor(amountMinor));
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
};

/** "Wed, Dec 2, 2026, 14:05 UTC": the date and time the customer is told, in UTC like statements. */
export function when(date: Date): string {
  const time = date.toISOString().slice(11, 16);
  return `${date.toLocaleDateString('en-US', DAY_FORMAT)}, ${time} UTC`;
}

/** "Thu, Dec 10, 2026": a calendar day (YYYY-MM-DD), such as a deadline. */
export function calendarDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', DAY_FORMAT);
}
