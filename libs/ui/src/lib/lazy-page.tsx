import {
  lazy,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';

/** A page whose code loads when first shown; `preload` fetches it ahead (failures ignored). */
export type LazyPage = ComponentType & { preload: () => void };

/**
 * The page exported as `name` by the module `load` imports, loaded the first time it is shown (the
 * shell's Suspense shows the section's loading state meanwhile). A failed load is not remembered:
 * React.lazy would keep rethrowing the same error, so each failure makes a fresh lazy component,
 * and the shell's "Try again" (or the next visit to the route) loads the chunk again.
 */
export function lazyPage<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name & (Module[Name] extends ComponentType ? Name : never),
): LazyPage {
  let current: LazyExoticComponent<ComponentType>;
  const fresh = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: module[name] as ComponentType }),
        (error: unknown) => {
          current = fresh();
          throw error;
        },
      ),
    );
  current = fresh();
  function Page() {
    const Loaded = current;
    return <Loaded />;
  }
  return Object.assign(Page, { preload: () => void load().catch(() => undefined) });
}

/**
 * Fetches the pages' code once the page shown first has had its turn: `delayMs` after the call, and
 * then only when the browser is idle, so it never competes with what that page loads. Moving to
 * another page later needs no wait. Answers a cancel (for an effect's cleanup).
 */
export function preloadWhenIdle(pages: LazyPage[], delayMs = 3000): () => void {
  const preloadAll = () => pages.forEach((page) => page.preload());
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(preloadAll);
    else preloadAll();
  }, delayMs);
  return () => clearTimeout(timer);
}

/** The lazy pages among a remote's route elements (the others came with the routes). */
export function lazyPagesIn(pages: Record<string, ReactElement>): LazyPage[] {
  return Object.values(pages)
    .map((element) => element.type)
    .filter((type): type is LazyPage => typeof type === 'function' && 'preload' in type);
}

/** A remote's routes: once its first page has settled, fetches the code of its lazy pages. */
export function usePreloadWhenIdle(pages: Record<string, ReactElement>): void {
  useEffect(() => preloadWhenIdle(lazyPagesIn(pages)), [pages]);
}
