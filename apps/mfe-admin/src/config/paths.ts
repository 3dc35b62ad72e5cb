/**
 * Every path the back office serves or links to, typed once. ROUTES are the patterns this remote
 * serves (routes.json lists the same ones for the registry); `paths` builds concrete links.
 */
export const ROUTES = {
  dashboard: '/admin',
  reviewQueue: '/admin/review-queue',
  verificationReviews: '/admin/verification-reviews',
  checkDeposits: '/admin/check-deposits',
  disputes: '/admin/disputes',
  inbox: '/admin/inbox',
  inboxRequest: '/admin/inbox/:requestId',
  approvals: '/admin/approvals',
  audit: '/admin/audit',
  settings: '/admin/settings',
  releases: '/admin/releases',
  achBatches: '/admin/ach',
  achBatch: '/admin/ach/:batchId',
  userDetails: '/admin-user-details/:userId',
  editUser: '/admin-edit-user/:userId',
  transferSettings: '/admin-transfer-settings/:userId',
  supportView: '/admin-support-view/:userId',
  createTransaction: '/create-transaction/:userId',
  updateAccount: '/admin-update-account/:accountId/:userId',
  editTransaction: '/edit-transaction/:transactionId/:userId',
  accountDetails: '/admin-account-details/:accountId/:userId',
} as const;

export type RoutePattern = (typeof ROUTES)[keyof typeof ROUTES];

const id = encodeURIComponent;

export const paths = {
  dashboard: ROUTES.dashboard,
  reviewQueue: ROUTES.reviewQueue,
  verificationReviews: ROUTES.verificationReviews,
  checkDeposits: ROUTES.checkDeposits,
  disputes: ROUTES.disputes,
  /** The disputes queue with one dispute open (its dialog). */
  dispute: (disputeId: string) => `${ROUTES.disputes}?open=${id(disputeId)}`,
  inbox: ROUTES.inbox,
  inboxRequest: (requestId: string) => `/admin/inbox/${id(requestId)}`,
  approvals: ROUTES.approvals,
  audit: ROUTES.audit,
  settings: ROUTES.settings,
  releases: ROUTES.releases,
  achBatches: ROUTES.achBatches,
  achBatch: (batchId: string) => `/admin/ach/${id(batchId)}`,
  userDetails: (userId: string) => `/admin-user-details/${id(userId)}`,
  editUser: (userId: string) => `/admin-edit-user/${id(userId)}`,
  transferSettings: (userId: string) => `/admin-transfer-settings/${id(userId)}`,
  supportView: (userId: string) => `/admin-support-view/${id(userId)}`,
  /** Post adjustment to one of the user's accounts (the spec's "Create Transaction"). */
  createTransaction: (userId: string) => `/create-transaction/${id(userId)}`,
  /** Post adjustment to this account (the spec's "Add Balance"). */
  updateAccount: (accountId: string, userId: string) =>
    `/admin-update-account/${id(accountId)}/${id(userId)}`,
  editTransaction: (transactionId: string, userId: string) =>
    `/edit-transaction/${id(transactionId)}/${id(userId)}`,
  accountDetails: (accountId: string, userId: string) =>
    `/admin-account-details/${id(accountId)}/${id(userId)}`,
} as const;
