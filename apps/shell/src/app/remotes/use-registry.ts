import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { RemoteRegistry } from '@vaultline/contracts';
import { isStaff, useSession } from '@vaultline/session';
import { currentRegistry, loadRegistry, subscribeRegistry } from './registry';

export function useRegistry(): RemoteRegistry {
  return useSyncExternalStore(subscribeRegistry, currentRegistry);
}

/** Whether the admin remote can be had: being fetched, failed (show the fallback, never a spinner), or there. */
export type StaffRemotesStatus = 'loading' | 'failed' | 'ready';

/**
 * Staff get the admin remote from a registry read with their token (after signing in, or when
 * the boot registry came from a saved copy without it). Answers its status and a retry.
 */
export function useStaffRemotes(registry: RemoteRegistry): {
  status: StaffRemotesStatus;
  retry(): void;
} {
  const token = useSession((state) => state.accessToken);
  const staff = useSession((state) => isStaff(state.user));
  const missing = registry.remotes.some(
    (remote) => remote.name === 'mfe_admin' && remote.release === null,
  );
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (!staff || !missing || !token) return;
    let current = true;
    void loadRegistry(undefined, token).then((next) => {
      const admin = next.remotes.find((remote) => remote.name === 'mfe_admin');
      if (current && !admin?.release) setFailedAttempt(attempt);
    });
    return () => {
      current = false;
    };
  }, [staff, missing, token, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status: StaffRemotesStatus = !missing
    ? 'ready'
    : failedAttempt === attempt
      ? 'failed'
      : 'loading';
  return { status, retry };
}
