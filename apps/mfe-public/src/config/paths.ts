/**
 * Every path the public pages link to, typed once. The first group is what this remote serves
 * (routes.json lists the same paths for the registry); the second belongs to other remotes.
 */
export const paths = {
  home: '/',
  features: '/features',
  login: '/login',
  register: '/register',
  verifyOtp: '/verify-otp',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  cancelEmailChange: '/email-change/cancel',
  privacy: '/privacy',
  terms: '/terms',
  // Served by the banking remote (behind the shell's sign-in guard).
  dashboard: '/dashboard',
  profile: '/profile',
  support: '/support',
} as const;

export type PublicPath = (typeof paths)[keyof typeof paths];

/** Where a feature card links on the features page. */
export function featureAnchor(id: string): string {
  return `${paths.features}#${id}`;
}

/** The query parameter the sign-in page reads to continue somewhere after signing in. */
export const NEXT_PARAM = 'next';

/** Contact Support needs a session: signed-out visitors sign in first, then continue there. */
export function supportHref(signedIn: boolean): string {
  return signedIn
    ? paths.support
    : `${paths.login}?${NEXT_PARAM}=${encodeURIComponent(paths.support)}`;
}
