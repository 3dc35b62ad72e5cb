import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (ms since the epoch), ticking once a second; `onEnd` (keep
 * it stable: useCallback) runs once when the deadline is reached. No deadline: 0, and no timer.
 */
export function useCountdown(deadline: number | null, onEnd: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const end = setTimeout(onEnd, Math.max(0, deadline - Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [deadline, onEnd]);
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
