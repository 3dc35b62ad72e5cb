import { create } from 'zustand';

export type SessionRole = 'customer' | 'admin';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: SessionRole;
}

export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  /** Short-lived access token, kept in memory only (never in storage). */
  accessToken: string | null;
  user: SessionUser | null;
  signIn(accessToken: string, user: SessionUser): void;
  signOut(): void;
}

/**
 * The one session store of the portal. It lives in `@vaultline/session`, which Module Federation
 * shares as a singleton, so the shell and every remote see the same state.
 */
export const useSession = create<SessionState>()((set) => ({
  status: 'unknown',
  accessToken: null,
  user: null,
  signIn: (accessToken, user) => set({ status: 'signedIn', accessToken, user }),
  signOut: () => set({ status: 'signedOut', accessToken: null, user: null }),
}));

export function initials(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
