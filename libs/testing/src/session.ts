import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { LandingContent, Me, SessionResponse } from '@vaultline/contracts';
import { useSession, useToasts } from '@vaultline/session';
import { stubApi } from './api-stub';

/** A valid v4 uuid ending in the given number, so fixtures pass the contracts' uuid checks. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** A verified customer with a PIN; override what a test needs (role, names, preferences…). */
export function makeUser(overrides: Partial<Me> = {}): Me {
  return {
    id: uuid(1),
    firstName: 'ada',
    lastName: 'lovelace',
    email: 'ada@example.com',
    role: 'customer',
    emailVerified: true,
    mobile: null,
    address: null,
    dateOfBirth: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    avatarUrl: null,
    twoFactorEnabled: false,
    biometricEnabled: false,
    notifications: { email: true, sms: false, push: true, marketing: false },
    hasPin: true,
    mustChangePassword: false,
    ...overrides,
  };
}

/** The operator content (GET /platform/landing) of a plain, non-demo bank; override what a test needs. */
export function makeOperatorContent(overrides: Partial<LandingContent> = {}): LandingContent {
  return {
    bankName: 'Vaultline',
    demo: false,
    stats: [],
    claims: [],
    testimonials: [],
    testimonialsNote: null,
    partners: [],
    supportEmail: null,
    supportPhone: null,
    supportReplyHours: 24,
    ...overrides,
  };
}

export function sessionFor(user: Me): SessionResponse {
  return { status: 'signed_in', accessToken: 'access-token', expiresInS: 900, user };
}

/** Puts a signed-in user into the shared session store. */
export function signInAs(user: Me): Me {
  useSession.getState().setSession(sessionFor(user));
  return user;
}

const originalMatchMedia = window.matchMedia;

/** The page's query client (libs/ui query-client.ts keeps it under this key; testing cannot import ui). */
function pageQueryClient(): QueryClient | undefined {
  return (globalThis as typeof globalThis & Record<symbol, QueryClient | undefined>)[
    Symbol.for('vaultline.queryClient')
  ];
}

// Cache updates reach components at once (inside the test's act), not on a later timer tick, so
// tests with fake timers see an answer as soon as its request settles.
notifyManager.setScheduler((callback) => callback());

/**
 * For a jest `beforeEach`: signed out, no toast, empty storage, no cached server answers, a
 * phone-width screen (no matchMedia) and an HTTP layer that answers nothing (tests stub what they
 * need with stubApi).
 */
export function resetClientState(): void {
  stubApi({});
  pageQueryClient()?.clear();
  useSession.getState().clear();
  useToasts.setState({ current: null });
  localStorage.clear();
  window.matchMedia = originalMatchMedia;
}
