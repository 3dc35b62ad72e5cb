import type { SessionResponse } from '@vaultline/contracts';

const RESTORE_TIMEOUT_MS = 5000;

function isSession(value: unknown): value is SessionResponse {
  const session = value as Partial<SessionResponse> | null;
  return (
    session?.status === 'signed_in' &&
    typeof session.accessToken === 'string' &&
    typeof session.user?.id === 'string'
  );
}

/**
 * At boot, before React loads: trades the httpOnly refresh cookie for an access token, so a
 * reload keeps the user signed in. Plain fetch on purpose: shared modules (the session store)
 * may only load after the share scope is set up. Null when there is no session.
 */
export async function restoreSession(
  fetchImpl: typeof fetch = fetch,
): Promise<SessionResponse | null> {
  try {
    const response = await fetchImpl('/api/auth/refresh', {
      method: 'POST',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(RESTORE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isSession(body) ? body : null;
  } catch {
    return null;
  }
}

let restored: SessionResponse | null = null;

export function setRestoredSession(session: SessionResponse | null): void {
  restored = session;
}

/** The session found at boot (read once by the bootstrap). */
export function restoredSession(): SessionResponse | null {
  return restored;
}
