import { create } from 'zustand';
import type { Me, SessionResponse } from '@vaultline/contracts';

export type SessionUser = Me;
export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  /** Short-lived access token, kept in memory only (never in storage). */
  accessToken: string | null;
  /** When the access token expires (epoch ms), read from the server's answer. */
  expiresAtMs: number | null;
  user: SessionUser | null;
  /** Stores a session the API handed out (sign-in, code, refresh, password change). */
  setSession(session: SessionResponse): void;
  setUser(user: SessionUser): void;
  /** Forgets the session locally (the API call that revokes it is `signOut`). */
  clear(): void;
}

/**
 * The one session store of the portal. It lives in `@vaultline/session`, which Module Federation
 * shares as a singleton, so the shell and every remote see the same state.
 */
export const useSession = create<SessionState>()((set) => ({
  status: 'unknown',
  accessToken: null,
  expiresAtMs: null,
  user: null,
  setSession: (session) =>
    set({
      status: 'signedIn',
      accessToken: session.accessToken,
      expiresAtMs: Date.now() + session.expiresInS * 1000,
      user: session.user,
    }),
  setUser: (user) => set({ user }),
  clear: () => set({ status: 'signedOut', accessToken: null, expiresAtMs: null, user: null }),
}));

export function isStaff(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Where a user lands after signing in (spec: admins to /admin, customers to /dashboard). */
export function homePathFor(user: Pick<SessionUser, 'role'>): string {
  return isStaff(user) ? '/admin' : '/dashboard';
}

export function initials(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** "ada lovelace" → "Ada Lovelace" (spec: names are shown capitalised). */
export function capitalizeName(name: string): string {
  return name.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}
