import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@vaultline/data-access';

/**
 * One key per distinct submission: submitting the same body again (a retry after a dropped
 * connection) reuses the key, so the server can recognise it; a changed body gets a new one.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
