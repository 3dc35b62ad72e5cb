import { COOKIE_LIFETIME_S } from '@vaultline/contracts';
import type { SessionBoundCookie } from './session-bound-cookie';

/**
 * The admin remote's files are only served to staff sessions (defence in depth: the API's own
 * guards are the real control). Browsers load remote files with plain requests, no bearer token,
 * so staff sessions also carry this cookie (session-bound-cookie.ts), scoped to the admin remote's
 * folder.
 */
export const STAFF_ASSETS_REMOTE = 'mfe_admin';
const STAFF_ASSETS_COOKIE = 'vaultline_staff_assets';
export const STAFF_ASSETS: SessionBoundCookie = {
  name: STAFF_ASSETS_COOKIE,
  path: `/remotes/${STAFF_ASSETS_REMOTE}`,
  lifetimeS: COOKIE_LIFETIME_S.staffAssets,
};

/**
 * A customer's session also carries this cookie, scoped to the page a sign-in lands on: the API
 * draws that page with the customer's own figures before the app has arrived (first-visit-page.ts).
 */
const DRAWN_PAGE_COOKIE = 'vaultline_drawn_page';
export const DRAWN_PAGE: SessionBoundCookie = {
  name: DRAWN_PAGE_COOKIE,
  path: '/dashboard',
  lifetimeS: COOKIE_LIFETIME_S.drawnPage,
};
