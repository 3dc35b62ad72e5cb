import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import type { RemoteRegistry } from '@vaultline/contracts';
import { loadRemoteRoutes } from '../remotes/remote-loader';
import { resolvePath } from '../routing/resolve-path';
import { captureTypedState, restoreTypedState } from './typed-values';

/** Set by the API on the root element when it holds a page rendered at build time. */
const PRERENDERED = 'data-prerendered';

export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute(PRERENDERED);
}

/**
 * Loads the remote that owns this path (the public one for a signed-out visitor's page, the banking
 * one for a signed-in visitor's) before the app's first render, so its first frame is that page
 * again, not a spinner over a blank; a failure is the outlet's to show, as without it.
 */
export async function preloadOwningRemote(
  pathname: string,
  registry: RemoteRegistry,
): Promise<void> {
  const owner = resolvePath(pathname, registry);
  if (owner.kind === 'remote') await loadRemoteRoutes(owner.remote).catch(() => undefined);
}

/**
 * Replaces the drawn page with the app in one synchronous render, then gives back what the visitor
 * typed meanwhile and the focus.
 */
export function takeOver(root: HTMLElement, app: Root, element: ReactNode): void {
  const typed = captureTypedState(root);
  flushSync(() => app.render(element));
  root.removeAttribute(PRERENDERED);
  restoreTypedState(root, typed);
}
