import { COLOR_MODE_COOKIE, SIDEBAR_COOKIE } from './remotes';

const DAY_S = 24 * 60 * 60;

/** How long each cookie with a fixed lifetime lasts, in seconds: what sets it and the policy read these. */
export const COOKIE_LIFETIME_S = {
  knownDevice: 180 * DAY_S,
  canaryBucket: 365 * DAY_S,
  staffAssets: 12 * 60 * 60,
  /** As long as an access token: renewed with it while the portal is open. */
  drawnPage: 15 * 60,
  colorMode: 365 * DAY_S,
  sidebar: 7 * DAY_S,
} as const;

/** A cookie the portal sets, as the privacy policy lists it. */
export interface PortalCookie {
  name: string;
  /** Who gets it: every visitor, people who sign in, or staff only. */
  who: 'Every visitor' | 'Signed-in people' | 'Staff';
  purpose: string;
  /** Seconds, or the words for a cookie that lasts as long as a session. */
  lasts: number | string;
}

const SESSION_LENGTH =
  'until you close the browser or, with “Remember me”, until your session ends ' +
  '(12 hours after you sign in at the latest)';

/**
 * Every cookie the portal sets, and nothing else: the privacy policy is drawn from this list, and
 * the tests compare it with the cookies the API and the browser code set.
 */
export const PORTAL_COOKIES: readonly PortalCookie[] = [
  {
    name: 'vaultline_refresh',
    who: 'Signed-in people',
    purpose:
      'Keeps you signed in. Scripts cannot read it, and it is only sent to the sign-in endpoints.',
    lasts: SESSION_LENGTH,
  },
  {
    name: 'vaultline_signed_in',
    who: 'Signed-in people',
    purpose:
      'Says only that this browser is signed in, so the first page is drawn for you. It holds no identity.',
    lasts: SESSION_LENGTH,
  },
  {
    name: 'vaultline_device',
    who: 'Signed-in people',
    purpose:
      'Remembers this browser for the account that signed in on it: password guesses made ' +
      'elsewhere cannot lock you out here, and a second factor passed lately is not asked again.',
    lasts: COOKIE_LIFETIME_S.knownDevice,
  },
  {
    name: 'vaultline_bucket',
    who: 'Every visitor',
    purpose:
      'A random value that keeps this browser on the same version of the portal while a new one ' +
      'is tried by some visitors.',
    lasts: COOKIE_LIFETIME_S.canaryBucket,
  },
  {
    name: 'vaultline_staff_assets',
    who: 'Staff',
    purpose: 'Lets a staff session load the back office.',
    lasts: COOKIE_LIFETIME_S.staffAssets,
  },
  {
    name: 'vaultline_drawn_page',
    who: 'Signed-in people',
    purpose:
      'Lets your dashboard arrive already showing your balances. Scripts cannot read it, and it ' +
      'is only sent with the dashboard page. It is renewed while the portal is open.',
    lasts: COOKIE_LIFETIME_S.drawnPage,
  },
  {
    name: COLOR_MODE_COOKIE,
    who: 'Every visitor',
    purpose: 'Light or dark mode, as you chose it.',
    lasts: COOKIE_LIFETIME_S.colorMode,
  },
  {
    name: SIDEBAR_COOKIE,
    who: 'Signed-in people',
    purpose: 'Whether the sidebar is open.',
    lasts: COOKIE_LIFETIME_S.sidebar,
  },
];

/**
 * A cookie's lifetime in words: "180 days", "12 hours", "15 minutes", "1 year", or the words it
 * carries (lower case).
 */
export function cookieLifetime(lasts: PortalCookie['lasts']): string {
  if (typeof lasts === 'string') return lasts;
  if (lasts % (365 * DAY_S) === 0) return plural(lasts / (365 * DAY_S), 'year');
  if (lasts % DAY_S === 0) return plural(lasts / DAY_S, 'day');
  if (lasts % 3600 === 0) return plural(lasts / 3600, 'hour');
  return plural(Math.round(lasts / 60), 'minute');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
