import type { ReactElement } from 'react';
import { lazyPage } from '@vaultline/ui';
import { ROUTES, type RoutePattern } from '../config/paths';
// The overview, where staff land, comes with the routes; every other page loads when first shown
// (under the layout's Suspense, so the section bar stays), or ahead once the first page has
// settled (usePreloadWhenIdle in remote-routes.tsx).
import { AdminDashboardPage } from '../features/users/components/admin-dashboard-page';

const AccountDetailsPage = lazyPage(
  () => import('../features/accounts/components/account-details-page'),
  'AccountDetailsPage',
);
const UpdateAccountPage = lazyPage(
  () => import('../features/accounts/components/update-account-page'),
  'UpdateAccountPage',
);
const ApprovalsPage = lazyPage(
  () => import('../features/adjustments/components/approvals-page'),
  'ApprovalsPage',
);
const AchBatchesPage = lazyPage(
  () => import('../features/ach/components/ach-batches-page'),
  'AchBatchesPage',
);
const AchBatchPage = lazyPage(
  () => import('../features/ach/components/ach-batch-page'),
  'AchBatchPage',
);
const AuditLogPage = lazyPage(
  () => import('../features/audit/components/audit-log-page'),
  'AuditLogPage',
);
const ReleasesPage = lazyPage(
  () => import('../features/releases/components/releases-page'),
  'ReleasesPage',
);
const ReviewQueuePage = lazyPage(
  () => import('../features/review/components/review-queue-page'),
  'ReviewQueuePage',
);
const VerificationReviewsPage = lazyPage(
  () => import('../features/verification-reviews/components/verification-reviews-page'),
  'VerificationReviewsPage',
);
const DisputesPage = lazyPage(
  () => import('../features/disputes/components/disputes-page'),
  'DisputesPage',
);
const CheckDepositsPage = lazyPage(
  () => import('../features/check-deposits/components/check-deposits-page'),
  'CheckDepositsPage',
);
const BankSettingsPage = lazyPage(
  () => import('../features/settings/components/bank-settings-page'),
  'BankSettingsPage',
);
const InboxPage = lazyPage(() => import('../features/support/components/inbox-page'), 'InboxPage');
const InboxThreadPage = lazyPage(
  () => import('../features/support/components/inbox-thread-page'),
  'InboxThreadPage',
);
const SupportViewPage = lazyPage(
  () => import('../features/support/components/support-view-page'),
  'SupportViewPage',
);
const CreateTransactionPage = lazyPage(
  () => import('../features/transactions/components/create-transaction-page'),
  'CreateTransactionPage',
);
const EditTransactionPage = lazyPage(
  () => import('../features/transactions/components/edit-transaction-page'),
  'EditTransactionPage',
);
const EditUserPage = lazyPage(
  () => import('../features/users/components/edit-user-page'),
  'EditUserPage',
);
const TransferSettingsPage = lazyPage(
  () => import('../features/users/components/transfer-settings-page'),
  'TransferSettingsPage',
);
const UserDetailsPage = lazyPage(
  () => import('../features/users/components/user-details-page'),
  'UserDetailsPage',
);

/** Route pattern (as in routes.json) → page. Every pattern of the typed route map has a page. */
export const PAGES: Record<RoutePattern, ReactElement> & Record<string, ReactElement> = {
  [ROUTES.dashboard]: <AdminDashboardPage />,
  [ROUTES.reviewQueue]: <ReviewQueuePage />,
  [ROUTES.verificationReviews]: <VerificationReviewsPage />,
  [ROUTES.checkDeposits]: <CheckDepositsPage />,
  [ROUTES.disputes]: <DisputesPage />,
  [ROUTES.approvals]: <ApprovalsPage />,
  [ROUTES.audit]: <AuditLogPage />,
  [ROUTES.settings]: <BankSettingsPage />,
  [ROUTES.releases]: <ReleasesPage />,
  [ROUTES.achBatches]: <AchBatchesPage />,
  [ROUTES.achBatch]: <AchBatchPage />,
  [ROUTES.userDetails]: <UserDetailsPage />,
  [ROUTES.editUser]: <EditUserPage />,
  [ROUTES.transferSettings]: <TransferSettingsPage />,
  [ROUTES.supportView]: <SupportViewPage />,
  [ROUTES.inbox]: <InboxPage />,
  [ROUTES.inboxRequest]: <InboxThreadPage />,
  [ROUTES.createTransaction]: <CreateTransactionPage />,
  [ROUTES.updateAccount]: <UpdateAccountPage />,
  [ROUTES.editTransaction]: <EditTransactionPage />,
  [ROUTES.accountDetails]: <AccountDetailsPage />,
};
