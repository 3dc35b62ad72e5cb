/** Query parameters without the empty ones (undefined, null or ''), as the API's strict queries expect. */
export function cleanParams(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Record<string, string | number | boolean>;
}

/** A path segment from an id (never lets a value add path parts). */
export const seg = encodeURIComponent;
