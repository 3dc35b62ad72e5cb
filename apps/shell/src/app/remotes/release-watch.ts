import { useEffect, useState } from 'react';
import type { RemoteRegistry } from '@vaultline/contracts';
import { isStaff, useSession } from '@vaultline/session';
import { loadRegistry } from './registry';
import { loadedVersion } from './remote-loader';

/** Re-read the registry when the tab regains focus (at most this often) and on this period. */
export const FOCUS_REREAD_MIN_MS = 30_000;
export const REREAD_PERIOD_MS = 5 * 60_000;

/** What this tab should do about the releases it runs: nothing, offer a reload, or reload now. */
export type ReleaseNotice = 'none' | 'offer-reload' | 'reload-now';

/** Whether a release this tab runs was rolled back since it loaded. */
export function noticeFor(
  registry: RemoteRegistry,
  runningVersion: (name: RemoteRegistry['remotes'][number]['name']) => string | null,
): ReleaseNotice {
  let notice: ReleaseNotice = 'none';
  for (const remote of registry.remotes) {
    const running = runningVersion(remote.name);
    const withdrawn = running
      ? remote.withdrawn.find((release) => release.version === running)
      : undefined;
    if (withdrawn?.urgent) return 'reload-now';
    if (withdrawn) notice = 'offer-reload';
  }
  return notice;
}

/**
 * Open tabs learn of rollbacks: the registry is read again on focus and every few minutes (as
 * the boot read was: with the token for staff), and a rolled-back release this tab runs is
 * reported (an urgent rollback reloads the page at once).
 */
export function useReleaseWatch(
  reload: () => void = () => window.location.reload(),
): ReleaseNotice {
  const token = useSession((state) => (isStaff(state.user) ? state.accessToken : null));
  const [notice, setNotice] = useState<ReleaseNotice>('none');
  useEffect(() => {
    let lastRead = Date.now();
    const reread = async () => {
      lastRead = Date.now();
      const next = noticeFor(await loadRegistry(undefined, token), loadedVersion);
      if (next === 'reload-now') reload();
      else if (next === 'offer-reload') setNotice(next);
    };
    const onFocus = () => {
      if (Date.now() - lastRead >= FOCUS_REREAD_MIN_MS) void reread();
    };
    window.addEventListener('focus', onFocus);
    const timer = window.setInterval(() => void reread(), REREAD_PERIOD_MS);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.clearInterval(timer);
    };
  }, [token, reload]);
  return notice;
}
