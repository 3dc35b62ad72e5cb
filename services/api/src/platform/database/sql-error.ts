/** The SQLSTATE of a database error (pg and PGlite alike, wrapped by TypeORM or not), or null. */
export function sqlState(error: unknown): string | null {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : null;
}

/** A unique constraint refused the write (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** The DETAIL of a database error, parsed as JSON when it is JSON. */
export function sqlDetail(error: unknown): Record<string, unknown> {
  const candidate = error as { detail?: unknown; driverError?: { detail?: unknown } } | null;
  const detail = candidate?.driverError?.detail ?? candidate?.detail;
  try {
    const parsed: unknown = typeof detail === 'string' ? JSON.parse(detail) : {};
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * SQLSTATEs that mean the server cannot serve now but may soon: connection exceptions (class 08),
 * shutting down or starting up (57P01-57P03), too many connections (53300), and a write that
 * reached a server still read-only (25006: during a failover, the write address can lead to a
 * standby being promoted).
 */
const UNREACHABLE_STATES = /^(08...|57P0[123]|53300|25006)$/;
/** Node's socket errors when the server is down or the connection was cut. */
const UNREACHABLE_SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** pg's own messages for a connection that ended or never came (they carry no code). */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/i;

/** Whether an error says the database cannot be reached (rather than that a statement failed). */
export function databaseUnreachable(error: unknown): boolean {
  const state = sqlState(error);
  if (state !== null && (UNREACHABLE_STATES.test(state) || UNREACHABLE_SOCKET_ERRORS.has(state)))
    return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.test(message);
}
