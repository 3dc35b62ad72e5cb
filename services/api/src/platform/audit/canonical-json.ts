/** JSON with object keys sorted at every level, so the same value always hashes the same (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(normalize(value));
}

/** The value as JSON would carry it (Dates as ISO strings, undefined dropped), keys sorted. */
export function normalize(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalize);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, normalize(item)]));
}
