import { formatUsd } from '@vaultline/money';
import { toMinor } from '../database/money';

// Amounts and moments as customers read them in statement lines, notices and emails.

/** "$1,234.56" */
export function dollars(amountMinor: number): string {
  return formatUsd(toMinor(amountMinor));
}

/** "Wed, Dec 2, 2026, 14:05 UTC": the date and time the customer is told, in UTC like statements. */
export function when(date: Date): string {
  const day = date.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = date.toISOString().slice(11, 16);
  return `${day}, ${time} UTC`;
}
