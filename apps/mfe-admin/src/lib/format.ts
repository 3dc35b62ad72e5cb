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

/** How long ago, roughly: "just now", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatAge(since: string, now: number = Date.now()): string {
  const start = new Date(since).getTime();
  if (Number.isNaN(start)) return '—';
  const minutes = Math.max(0, Math.floor((now - start) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** A count with en-US grouping: 12,345. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Only web addresses (or same-origin paths) are used as image sources; anything else is ignored. */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : undefined;
}
