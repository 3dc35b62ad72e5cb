import { useEffect } from 'react';
import { refreshSession, useSession } from '@vaultline/session';

/** Renew the access token this long before it expires. */
const RENEW_AHEAD_MS = 60_000;

/** Renews the 15-minute access token shortly before it expires, while signed in. */
export function useSessionKeepAlive(): void {
  const expiresAtMs = useSession((state) => state.expiresAtMs);
  useEffect(() => {
    if (!expiresAtMs) return;
    const timer = window.setTimeout(
      () => void refreshSession(),
      Math.max(0, expiresAtMs - Date.now() - RENEW_AHEAD_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAtMs]);
}
