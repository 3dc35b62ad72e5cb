import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  forgetSignedOutSession,
  reportActivity,
  SESSION_CHANNEL,
  signOut,
  type TabMessage,
  toast,
  useSession,
} from '@vaultline/session';

/** Spec: 10 minutes without a mouse move, key press, scroll or click signs the user out. */
export const INACTIVITY_LIMIT_MS = 10 * 60 * 1000;
/** The warning comes this long before the sign-out. */
export const WARNING_MS = 60_000;
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'click', 'touchstart'] as const;
const TICK_MS = 1000;
/** Activity is told to the other tabs at most this often. */
const SHARE_EVERY_MS = 5000;
/**
 * Activity is told to the server at most this often: its idle limit (15 minutes) then never ends a
 * session before this clock (10 minutes) would, however long the person reads without a request.
 */
export const REPORT_EVERY_MS = 4 * 60 * 1000;
/** The other tabs of this portal, when the browser has BroadcastChannel. */
function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/**
 * The idle clock, shared by every tab: activity in any tab keeps all of them signed in; a minute
 * before the limit `secondsLeft` counts down; at the limit (or when another tab signs out) the
 * person is signed out here too.
 */
function useIdleClock(onSignedOut: (why: 'idle' | 'elsewhere') => void) {
  const signedIn = useSession((state) => state.status === 'signedIn');
  const lastActivity = useRef(Date.now());
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;

  useEffect(() => {
    if (!signedIn) return undefined;
    lastActivity.current = Date.now();
    channel.current = openChannel();
    let shared = 0;
    let reported = Date.now();
    const touch = () => {
      const now = Date.now();
      lastActivity.current = now;
      if (now - reported >= REPORT_EVERY_MS) {
        reported = now;
        void reportActivity();
      }
      if (now - shared < SHARE_EVERY_MS) return;
      shared = now;
      channel.current?.postMessage({ kind: 'activity', at: now } satisfies TabMessage);
    };
    const heard = (event: MessageEvent<TabMessage>) => {
      if (event.data.kind === 'signed-out') {
        // This tab's own sign-out reaches its clock too; by then it has forgotten the session.
        if (useSession.getState().status === 'signedIn') signedOut.current('elsewhere');
        return;
      }
      lastActivity.current = Math.max(lastActivity.current, event.data.at);
    };
    channel.current?.addEventListener('message', heard);
    ACTIVITY_EVENTS.forEach((name) =>
      window.addEventListener(name, touch, { passive: true, capture: true }),
    );
    const timer = window.setInterval(() => {
      const left = INACTIVITY_LIMIT_MS - (Date.now() - lastActivity.current);
      if (left <= 0) {
        window.clearInterval(timer);
        return signedOut.current('idle');
      }
      setSecondsLeft(left <= WARNING_MS ? Math.ceil(left / 1000) : null);
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, touch, { capture: true }));
      channel.current?.close();
      channel.current = null;
      setSecondsLeft(null);
    };
  }, [signedIn]);

  const stay = () => {
    // The click or key press on "Stay signed in" is activity too: touch() reports it to the server.
    lastActivity.current = Date.now();
    channel.current?.postMessage({
      kind: 'activity',
      at: lastActivity.current,
    } satisfies TabMessage);
    setSecondsLeft(null);
  };
  return { secondsLeft, stay };
}

/** Idle or chosen: sign out (every tab is told). Elsewhere: only forget here, the server knows. */
async function signOutHere(why: 'idle' | 'elsewhere' | 'chosen'): Promise<void> {
  if (why === 'elsewhere') forgetSignedOutSession();
  else await signOut();
}

/**
 * Signs out after 10 idle minutes across all tabs, with a warning a minute before ("Stay signed
 * in"); signing out in one tab, by hand or idle, signs out the others (signOut tells them).
 */
export function IdleSignOut() {
  const navigate = useNavigate();
  const leave = (why: 'idle' | 'elsewhere' | 'chosen') =>
    void signOutHere(why).then(() => {
      navigate('/login', { replace: true });
      if (why === 'idle')
        toast({
          title: 'Signed out',
          description: 'You were signed out after 10 minutes without activity.',
          severity: 'info',
        });
    });
  const { secondsLeft, stay } = useIdleClock(leave);
  return (
    <Dialog open={secondsLeft !== null} aria-labelledby="idle-warning-title" onClose={stay}>
      <DialogTitle id="idle-warning-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText role="timer" aria-live="polite">
          {`For your security you will be signed out in ${secondsLeft ?? 0} seconds.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => leave('chosen')}>Sign out</Button>
        <Button variant="contained" onClick={stay} autoFocus>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
