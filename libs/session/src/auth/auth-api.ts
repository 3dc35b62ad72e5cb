import type {
  ChangePasswordRequest,
  SessionResponse,
  SignInCodeRequest,
  SignInRequest,
  SignInResponse,
} from '@vaultline/contracts';
import { SessionResponseSchema, SignInResponseSchema, MeSchema } from '@vaultline/contracts';
import { apiClient, onSessionExpired } from '../api/api-client';
import { useSession } from '../session/session-store';

/** Signs in with email and password. With two-factor on, the answer asks for the emailed code instead. */
export async function signIn(request: SignInRequest): Promise<SignInResponse> {
  const { data } = await apiClient.post('/auth/sign-in', request);
  const response = SignInResponseSchema.parse(data);
  if (response.status === 'signed_in') useSession.getState().setSession(response);
  return response;
}

/** Second step of a two-factor sign-in. */
export async function verifySignInCode(request: SignInCodeRequest): Promise<SessionResponse> {
  const { data } = await apiClient.post('/auth/sign-in/code', request);
  const session = SessionResponseSchema.parse(data);
  useSession.getState().setSession(session);
  return session;
}

let renewing: Promise<boolean> | null = null;

async function renewOnce(): Promise<boolean> {
  try {
    const { data } = await apiClient.post('/auth/refresh');
    useSession.getState().setSession(SessionResponseSchema.parse(data));
    return true;
  } catch {
    useSession.getState().clear();
    return false;
  }
}

/**
 * Renews the access token with the httpOnly refresh cookie. One renewal at a time, across tabs
 * too (Web Locks): the refresh token rotates on every use and reusing an old one ends the session.
 */
export function refreshSession(): Promise<boolean> {
  renewing ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return locks
        ? await locks.request('vaultline-session-refresh', renewOnce)
        : await renewOnce();
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}
onSessionExpired(refreshSession);

/**
 * What this browser keeps about a person between pages, forgotten at sign-out: the email waiting
 * for its verification code (mfe-public's pending-email.ts writes it).
 */
const PERSONAL_STORAGE_KEYS = ['pendingEmail'];

/** Forgets the session and everything this browser kept about the person. */
function forgetEverything(): void {
  useSession.getState().clear();
  try {
    for (const key of PERSONAL_STORAGE_KEYS) localStorage.removeItem(key);
  } catch {
    // No storage (private mode): nothing was kept.
  }
}

/** The channel this portal's tabs share: activity, and "signed out" (see the shell's IdleSignOut). */
export const SESSION_CHANNEL = 'vaultline-session';

/** What one tab tells the others. */
export type TabMessage = { kind: 'activity'; at: number } | { kind: 'signed-out' };

/** Tells this portal's other tabs that the person signed out: each forgets the session too. */
function tellOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ kind: 'signed-out' } satisfies TabMessage);
  channel.close();
}

/** Forgets the session in this tab only: another tab signed out (the server knows already). */
export function forgetSignedOutSession(): void {
  forgetEverything();
}

/** Signs out here (revokes this browser's refresh token), forgets the session, and tells every tab. */
export async function signOut(): Promise<void> {
  try {
    await apiClient.post('/auth/sign-out');
  } catch {
    // Signing out locally must work even when the API cannot be reached.
  } finally {
    forgetEverything();
    tellOtherTabs();
  }
}

/** Ends every session of this user on every device (older access tokens stop working at once). */
export async function signOutEverywhere(): Promise<void> {
  await apiClient.post('/auth/sign-out-everywhere');
  forgetEverything();
  tellOtherTabs();
}

/** Changes the password; every other session ends and this one continues with new tokens. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  const { data } = await apiClient.post('/auth/password/change', request);
  useSession.getState().setSession(SessionResponseSchema.parse(data));
}

/**
 * Tells the server the person is still here (the server signs a session out after 15 minutes
 * without a request the person made, even while they read). Failures do not matter: the next one
 * or any other request counts as well.
 */
export async function reportActivity(): Promise<void> {
  try {
    await apiClient.post('/me/activity');
  } catch {
    // Offline, or signed out meanwhile: the idle clock and the next request deal with it.
  }
}

/** Reloads the signed-in user (after a profile change, a PIN set, ...). */
export async function reloadUser(): Promise<void> {
  const { data } = await apiClient.get('/me');
  useSession.getState().setUser(MeSchema.parse(data));
}
