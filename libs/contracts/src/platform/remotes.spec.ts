import { matchPath } from 'react-router-dom';
import { matchesRoutePattern } from './remotes';

const PATTERNS = [
  '/',
  '/dashboard',
  '/account-details/:accountId',
  '/account-details/:accountId/statements',
  '/admin-account-details/:accountId/:userId',
  '/settings/notifications',
];
const PATHS = [
  '/',
  '',
  '/dashboard',
  '/dashboard/',
  '/Dashboard',
  '/dashboard/extra',
  '/dash',
  '/account-details',
  '/account-details/',
  '/account-details/abc',
  '/account-details/abc/',
  '/account-details/abc/statements',
  '/account-details/abc/other',
  '/admin-account-details/a/b',
  '/admin-account-details/a',
  '/settings',
  '/settings/notifications',
  '/settings/notifications/x',
];

describe('matchesRoutePattern', () => {
  it.each(PATTERNS)('decides like React Router for %s', (pattern) => {
    for (const path of PATHS) {
      const expected = matchPath({ path: pattern, end: true }, path || '/') !== null;
      expect([path, matchesRoutePattern(pattern, path)]).toEqual([path, expected]);
    }
  });

  it('takes a parameter only for a whole, non-empty segment', () => {
    expect(matchesRoutePattern('/account-details/:accountId', '/account-details/a-1')).toBe(true);
    expect(matchesRoutePattern('/account-details/:accountId', '/account-details')).toBe(false);
  });
});
