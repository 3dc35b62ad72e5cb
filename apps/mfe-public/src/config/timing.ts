/** Spec §9: the testimonial carousel moves on every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

/** Spec §4: after "Email Verified!" the page goes to sign-in after 2 seconds. */
export const VERIFIED_REDIRECT_MS = 2000;
