import { REMOTE_NAMES } from '@vaultline/contracts';

/** A file inside one remote's folder: the remote's name and the path relative to the remotes folder. */
export interface RemoteFile {
  remote: string;
  relative: string;
}

const PREFIX = '/remotes/';
/** What one decoded path segment may be: no separators, no NUL, not "." or "..". */
const SEGMENT = /^(?!\.\.?$)[^/\\\0]+$/;
/**
 * The remotes' names as they are spelled, and no other: on a case-insensitive disk (macOS, Windows)
 * "MFE_ADMIN" opens mfe_admin's folder, so a case variant must never pass for another remote.
 */
const REMOTES: ReadonlySet<string> = new Set(REMOTE_NAMES);

function decodeSegment(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return SEGMENT.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * The remote file a request URL names, decided on its decoded, canonical form: each segment is
 * decoded once and must be a plain name, so "mfe%5Fadmin" is "mfe_admin", and "//", "/./", "..",
 * an encoded "/" or "\" name nothing; the remote is one of the remotes' names exactly as spelled
 * (no case variant). At least /remotes/<name>/<version>/<file>.
 */
export function remoteFileOf(url: string): RemoteFile | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith(PREFIX)) return null;
  const segments = path.slice(PREFIX.length).split('/').map(decodeSegment);
  if (segments.length < 3 || segments.some((segment) => segment === null)) return null;
  const names = segments as string[];
  const [remote] = names;
  if (remote === undefined || !REMOTES.has(remote)) return null;
  return { remote, relative: names.join('/') };
}
