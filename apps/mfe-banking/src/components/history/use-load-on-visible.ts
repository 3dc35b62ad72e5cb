import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls near the viewport (infinite scroll). Where
 * IntersectionObserver is missing, nothing happens and the Load more button does the job.
 */
export function useLoadOnVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const target = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && callback.current(),
      {
        rootMargin: '400px 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return target;
}
