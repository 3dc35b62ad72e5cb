/** Spec §9: the admin user list shows 8 rows per page (the API's default page size too). */
export { ADMIN_USERS_PAGE_SIZE as USERS_PAGE_SIZE } from '@vaultline/contracts';
/** A user's transactions load this many per request (the API allows at most 100). */
export const TRANSACTIONS_PAGE_SIZE = 20;
/** Audit records per request (the API allows at most 200). */
export const AUDIT_PAGE_SIZE = 50;
/** Search boxes wait for a pause in typing before asking the API. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The back office's counts (review queue, approvals) are refreshed at least this often. */
export const OVERVIEW_REFRESH_MS = 60_000;
