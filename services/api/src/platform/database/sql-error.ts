/** The SQLSTATE of a database error (pg and PGlite alike, wrapped by TypeORM or not), or null. */
export function sqlState(error: unknown): string | null {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : null;
}

/** The DETAIL of a database error, parsed as JSON when it is JSON. */
export function sqlDetail(error: unknown): Record<string, unknown> {
  const candidate = error as { detail?: unknown; driverError?: { detail?: unknown } } | null;
  const detail = candidate?.driverError?.detail ?? candidate?.detail;
  try {
    return typeof detail === 'string' ? JSON.parse(detail) : {};
  } catch {
    return {};
  }
}
