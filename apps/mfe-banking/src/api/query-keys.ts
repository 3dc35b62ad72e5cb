import type { TransactionQuery } from '@vaultline/contracts';
import type { FeedFilters } from '@vaultline/data-access';

// The banking remote's query keys: one factory per API area, one function per endpoint. A key is
// where the answer lives in the portal's one cache (shared with the shell and other releases of
// this remote), so each value stays what it was.

const ACCOUNTS = ['accounts'] as const;
const TRANSACTIONS = ['transactions'] as const;
const TRANSFERS = ['transfers'] as const;
const AUTH = ['auth'] as const;

export const accountsKeys = {
  /** GET /accounts */
  list: () => ACCOUNTS,
  /** GET /accounts/:id */
  detail: (accountId: string | undefined) => [...ACCOUNTS, accountId] as const,
  /** GET /accounts/summary */
  summary: () => [...ACCOUNTS, 'summary'] as const,
  /** GET /accounts/:id/balance-history?days */
  balanceHistory: (accountId: string, days: number) =>
    [...ACCOUNTS, accountId, 'balance-history', days] as const,
};

export const transactionsKeys = {
  /** GET /transactions, a numbered page (dashboard, accounts). */
  page: (query: TransactionQuery) => [...TRANSACTIONS, query] as const,
  /** GET /transactions, page after page by cursor (the history). */
  feed: (filters: FeedFilters) => [...TRANSACTIONS, filters] as const,
};

export const insightsKeys = {
  /** GET /insights?months */
  months: (months: number) => ['insights', months] as const,
};

export const transfersKeys = {
  /** GET /transfers/:id */
  detail: (transferId: string | undefined) => [...TRANSFERS, transferId] as const,
  /** GET /transfers/limits */
  limits: () => [...TRANSFERS, 'limits'] as const,
  /** GET /transfers/schedules */
  schedules: () => [...TRANSFERS, 'schedules'] as const,
};

export const payeesKeys = {
  /** GET /payees */
  list: () => ['payees'] as const,
};

export const authKeys = {
  /** GET /auth/security-activity */
  securityActivity: () => [...AUTH, 'security-activity'] as const,
  /** GET /auth/sessions */
  sessions: () => [...AUTH, 'sessions'] as const,
  /** GET /auth/authenticator */
  authenticator: () => [...AUTH, 'authenticator'] as const,
};

export const linkedAccountsKeys = {
  /** GET /linked-accounts */
  list: () => ['linked-accounts'] as const,
  /** GET /linked-accounts/:id/simulated-statement (the demo's simulated other bank) */
  simulatedStatement: (linkedAccountId: string) =>
    ['linked-accounts', linkedAccountId, 'simulated-statement'] as const,
};

export const checkDepositsKeys = {
  /** GET /check-deposits */
  list: () => ['check-deposits'] as const,
};

const CARDS = ['cards'] as const;

export const cardsKeys = {
  /** GET /cards */
  list: () => CARDS,
  /** GET /cards/activity?cardId (every card's when none is given) */
  activity: (cardId: string | null = null) => [...CARDS, 'activity', cardId] as const,
};

const DISPUTES = ['disputes'] as const;

export const disputesKeys = {
  /** GET /disputes */
  list: () => DISPUTES,
  /** GET /disputes/:id */
  detail: (id: string) => [...DISPUTES, id] as const,
  /** The payment a new dispute is about (card activity or the transfer). */
  subject: (kind: string, id: string) => [...DISPUTES, 'subject', kind, id] as const,
};

export const achTransfersKeys = {
  /** GET /ach-transfers */
  list: () => ['ach-transfers'] as const,
};

export const supportKeys = {
  /** GET /support */
  requests: () => ['support'] as const,
  /** GET /support/:id */
  thread: (id: string) => ['support', id] as const,
};

export const verificationKeys = {
  /** GET /profile/verification */
  mine: () => ['profile', 'verification'] as const,
};

export const billPayKeys = {
  /** GET /billers/directory */
  directory: () => ['billers', 'directory'] as const,
  /** GET /billers */
  billers: () => ['billers'] as const,
  /** GET /bill-payments */
  payments: () => ['bill-payments'] as const,
};
