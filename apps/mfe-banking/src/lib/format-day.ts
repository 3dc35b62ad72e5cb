import { formatDate } from '@vaultline/money';

/** A calendar day from the API ("2026-04-01") as is; a timestamp as its en-CA date; nothing as a dash. */
export function formatDay(value: string | null): string {
  if (!value) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : formatDate(value);
}
