import type {
  AdminCheckDepositQuery,
  AdminSupportQuery,
  AdminUserQuery,
  AuditQuery,
} from '@vaultline/contracts';
import type { FeedFilters } from '@vaultline/data-access';

// The admin remote's query keys: one function per endpoint, all under 'admin'. A key is where the
// answer lives in the portal's one cache (shared with the shell and other releases of this
// remote), so each value stays what it was.

const ADMIN = ['admin'] as const;

export const adminKeys = {
  /** GET /admin/overview */
  overview: () => [...ADMIN, 'overview'] as const,
  /** GET /admin/settings */
  settings: () => [...ADMIN, 'settings'] as const,
  /** GET /admin/change-requests?status=pending */
  pendingChangeRequests: () => [...ADMIN, 'change-requests', 'pending'] as const,
  /** GET /admin/users?… */
  users: (query: AdminUserQuery) => [...ADMIN, 'users', query] as const,
  /** GET /admin/users/:id */
  user: (userId: string | undefined) => [...ADMIN, 'user', userId] as const,
  /** GET /admin/users/:id/cards: the customer's debit cards and their payments. */
  userCards: (userId: string) => [...ADMIN, 'cards', userId] as const,
  /** GET /admin/accounts/:id */
  account: (accountId: string | undefined) => [...ADMIN, 'account', accountId] as const,
  /** GET /admin/users/:id/transactions, page after page by cursor. */
  userTransactions: (userId: string, filters: FeedFilters) =>
    [...ADMIN, 'transactions', userId, filters] as const,
  /** GET /admin/transactions/:id */
  transaction: (transactionId: string | undefined) =>
    [...ADMIN, 'transaction', transactionId] as const,
  /** GET /admin/transfers/review-queue */
  reviewQueue: () => [...ADMIN, 'review-queue'] as const,
  /** GET /admin/verification-reviews */
  verificationReviews: () => [...ADMIN, 'verification-reviews'] as const,
  /** GET /admin/check-deposits?status */
  checkDeposits: (query: AdminCheckDepositQuery) => [...ADMIN, 'check-deposits', query] as const,
  /** GET /admin/disputes?status */
  disputes: (status: string) => [...ADMIN, 'disputes', status] as const,
  /** GET /admin/disputes/:id */
  dispute: (id: string) => [...ADMIN, 'dispute', id] as const,
  /** GET /admin/releases */
  releases: () => [...ADMIN, 'releases'] as const,
  /** GET /admin/audit?…, page after page (before the last record shown). */
  audit: (filters: Partial<AuditQuery>) => [...ADMIN, 'audit', filters] as const,
  /** GET /admin/support?userId&status */
  support: (query: AdminSupportQuery) => [...ADMIN, 'support', query] as const,
  /** GET /admin/users/:id/security */
  customerSecurity: (userId: string) => [...ADMIN, 'customer-security', userId] as const,
  /** GET /admin/support/:id */
  supportThread: (id: string) => [...ADMIN, 'support-thread', id] as const,
  /** GET /admin/support/canned-replies and /assignees */
  supportHelpers: (what: 'canned' | 'assignees') => [...ADMIN, 'support-helpers', what] as const,
  /** GET /admin/adjustments?status=pending */
  pendingAdjustments: () => [...ADMIN, 'adjustments', 'pending'] as const,
  /** GET /admin/ach/batches */
  achBatches: () => [...ADMIN, 'ach-batches'] as const,
  /** GET /admin/ach/batches/:id */
  achBatch: (batchId: string | undefined) => [...ADMIN, 'ach-batch', batchId] as const,
};
