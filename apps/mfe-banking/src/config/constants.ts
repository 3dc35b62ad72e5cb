/** Spec §9 page sizes: dashboard recent activity and the accounts page's transactions card. */
export const DASHBOARD_PAGE_SIZE = 5;
export const ACCOUNTS_PAGE_SIZE = 5;
/** Transaction history loads this many per request (the API allows at most 100). */
export const HISTORY_PAGE_SIZE = 50;

/** Spec §9: go to /accounts 1.5 s after an account is created. */
export const CREATE_ACCOUNT_REDIRECT_MS = 1500;
/** Search boxes wait for a pause in typing before asking the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec §9: transfer PIN 4 digits, codes 6 digits. */
export const PIN_LENGTH = 4;
export const CODE_LENGTH = 6;
/** Recipient numbers (spec §5): account 9–15 digits, routing 6–15 digits. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 15;
export const ROUTING_NUMBER_MAX_LENGTH = 15;

/** Local storage key the public remote's /verify-otp page reads (spec §3). */
export const PENDING_EMAIL_KEY = 'pendingEmail';
