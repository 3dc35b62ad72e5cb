import { LandingContent, LandingContentSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useEffect, useSyncExternalStore } from 'react';

/** GET /platform/landing: live platform figures and the operator's content (never invented here). */
export async function getLandingContent(): Promise<LandingContent> {
  const { data } = await apiClient.get('/platform/landing');
  return LandingContentSchema.parse(data);
}

export type LandingContentState =
  { status: 'loading' } | { status: 'success'; content: LandingContent } | { status: 'error' };

// One request per page load, shared by the banner, the landing page and the footer.
let state: LandingContentState = { status: 'loading' };
let request: Promise<void> | null = null;
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: LandingContentState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function load(): void {
  if (state.status === 'success' || request) return;
  const current = generation;
  request = getLandingContent().then(
    (content) => {
      if (current === generation) setState({ status: 'success', content });
    },
    () => {
      if (current !== generation) return;
      // A later visit to a page that needs it tries again.
      request = null;
      setState({ status: 'error' });
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): LandingContentState {
  return state;
}

/** The landing content: loading, success, or error (then callers hide what depends on it). */
export function useLandingContent(): LandingContentState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(load, []);
  return current;
}

/** Tests only: forget the cached content so each test starts from a fresh request. */
export function resetLandingContentCache(): void {
  generation += 1;
  state = { status: 'loading' };
  request = null;
}
