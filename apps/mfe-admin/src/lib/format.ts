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

/** Only web addresses (or same-origin paths) are used as image sources; anything else is ignored. */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : undefined;
}
