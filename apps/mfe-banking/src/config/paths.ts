/**
 * Every path the banking pages link to, typed once. ROUTES are the patterns this remote serves
 * (routes.json lists the same ones for the registry); `paths` builds concrete links.
 */
export const ROUTES = {
  dashboard: '/dashboard',
  accounts: '/accounts',
  accountDetails: '/account-details/:accountId',
  accountStatements: '/account-details/:accountId/statements',
  createAccount: '/create-account',
  transfer: '/transfer',
  payees: '/payees',
  linkedAccounts: '/linked-accounts',
  addMoney: '/add-money',
  depositCheck: '/deposit-check',
  manageCards: '/cards/manage',
  requestCard: '/cards/request',
  cardLimits: '/cards/limits',
  transactions: '/transactions',
  insights: '/insights',
  transferDetails: '/transfers/:transferId',
  recurring: '/payments/recurring',
  payments: '/payments',
  billPay: '/payments/bills',
  profile: '/profile',
  verification: '/profile/verification',
  settings: '/settings',
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  support: '/support',
  supportRequest: '/support/:requestId',
  disputes: '/disputes',
  newDispute: '/disputes/new',
  dispute: '/disputes/:disputeId',
  faq: '/faq',
} as const;

export type RoutePattern = (typeof ROUTES)[keyof typeof ROUTES];

/** The query parameter that preselects the source account on the transfer page. */
export const TRANSFER_FROM_PARAM = 'from';
/** The query parameter that fills the recipient from a saved payee on the transfer page. */
export const TRANSFER_PAYEE_PARAM = 'payee';
/** The query parameter that picks the card on the card limits page. */
export const CARD_LIMITS_CARD_PARAM = 'card';

export const paths = {
  dashboard: ROUTES.dashboard,
  accounts: ROUTES.accounts,
  accountDetails: (accountId: string) => `/account-details/${encodeURIComponent(accountId)}`,
  accountStatements: (accountId: string) =>
    `/account-details/${encodeURIComponent(accountId)}/statements`,
  createAccount: ROUTES.createAccount,
  transfer: ROUTES.transfer,
  payees: ROUTES.payees,
  linkedAccounts: ROUTES.linkedAccounts,
  addMoney: ROUTES.addMoney,
  depositCheck: ROUTES.depositCheck,
  manageCards: ROUTES.manageCards,
  requestCard: ROUTES.requestCard,
  cardLimits: ROUTES.cardLimits,
  cardLimitsFor: (cardId: string) =>
    `${ROUTES.cardLimits}?${CARD_LIMITS_CARD_PARAM}=${encodeURIComponent(cardId)}`,
  transferToPayee: (payeeId: string) =>
    `${ROUTES.transfer}?${TRANSFER_PAYEE_PARAM}=${encodeURIComponent(payeeId)}`,
  transferFrom: (accountId: string) =>
    `${ROUTES.transfer}?${TRANSFER_FROM_PARAM}=${encodeURIComponent(accountId)}`,
  transactions: ROUTES.transactions,
  insights: ROUTES.insights,
  transferDetails: (transferId: string) => `/transfers/${encodeURIComponent(transferId)}`,
  recurring: ROUTES.recurring,
  billPay: ROUTES.billPay,
  profile: ROUTES.profile,
  verification: ROUTES.verification,
  settings: ROUTES.settings,
  notifications: ROUTES.notifications,
  notificationSettings: ROUTES.notificationSettings,
  support: ROUTES.support,
  /** One support request and its conversation. */
  supportRequest: (id: string) => `/support/${encodeURIComponent(id)}`,
  disputes: ROUTES.disputes,
  /** The form to dispute a card payment or a transfer. */
  newDispute: (kind: 'card' | 'transfer', id: string) =>
    `${ROUTES.newDispute}?kind=${kind}&id=${encodeURIComponent(id)}`,
  dispute: (id: string) => `/disputes/${encodeURIComponent(id)}`,
  faq: ROUTES.faq,
  /** Identity verification (another feature's page; the shell says "coming soon" until it ships). */
  identityVerification: '/profile/verification',
  // Served by the public remote.
  verifyOtp: '/verify-otp',
} as const;
