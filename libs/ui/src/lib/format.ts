import { formatDate } from '@vaultline/money';

const time = new Intl.DateTimeFormat('en-CA', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-03-01 09:05": a moment, as the year-month-day date (en-CA) and the local time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${formatDate(date)} ${time.format(date)}`;
}

/** A calendar day from the API ("1990-04-01") as is; a timestamp as its en-CA date; nothing as a dash. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : formatDate(value) || '—';
}

/** A count with en-US grouping: 12,345. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A count the API stopped counting at ("1,000+" when more match), else as formatCount. */
export function formatTotal(value: number, capped: boolean): string {
  return `${formatCount(value)}${capped ? '+' : ''}`;
}
