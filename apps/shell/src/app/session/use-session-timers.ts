import { refreshSession, signOut, toast, useSession } from '@vaultline/session';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec: 10 minutes without a mouse move, key press, scroll or click signs the user out. */
export const INACTIVITY_LIMIT_MS = 10 * 60 * 1000;
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart'] as const;
const CHECK_EVERY_MS = 15_000;
/** Renew the access token this long before it expires. */
const RENEW_AHEAD_MS = 60_000;

/** Signs out after 10 idle minutes (checked on a clock, so a sleeping laptop counts too). */
export function useInactivitySignOut(): void {
  const signedIn = useSession((state) => state.status === 'signedIn');
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    ACTIVITY_EVENTS.forEach((name) =>
      window.addEventListener(name, touch, { passive: true, capture: true }),
    );
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity < INACTIVITY_LIMIT_MS) return;
      window.clearInterval(timer);
      void signOut().then(() => {
        navigate('/login', { replace: true });
        toast({
          title: 'Signed out',
          description: 'You were signed out after 10 minutes without activity.',
          severity: 'info',
        });
      });
    }, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, touch, { capture: true }));
    };
  }, [signedIn, navigate]);
}

/** Renews the 15-minute access token shortly before it expires, while signed in. */
export function useSessionKeepAlive(): void {
  const expiresAtMs = useSession((state) => state.expiresAtMs);
  useEffect(() => {
    if (!expiresAtMs) return;
    const timer = window.setTimeout(
      () => void refreshSession(),
      Math.max(0, expiresAtMs - Date.now() - RENEW_AHEAD_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAtMs]);
}
