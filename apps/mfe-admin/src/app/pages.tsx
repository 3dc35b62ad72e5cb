import type { ReactElement } from 'react';
import { ROUTES, type RoutePattern } from '../config/paths';
import { AccountDetailsPage } from '../features/accounts/components/account-details-page';
import { UpdateAccountPage } from '../features/accounts/components/update-account-page';
import { ApprovalsPage } from '../features/adjustments/components/approvals-page';
import { AuditLogPage } from '../features/audit/components/audit-log-page';
import { ReleasesPage } from '../features/releases/components/releases-page';
import { ReviewQueuePage } from '../features/review/components/review-queue-page';
import { BankSettingsPage } from '../features/settings/components/bank-settings-page';
import { SupportViewPage } from '../features/support/components/support-view-page';
import { CreateTransactionPage } from '../features/transactions/components/create-transaction-page';
import { EditTransactionPage } from '../features/transactions/components/edit-transaction-page';
import { AdminDashboardPage } from '../features/users/components/admin-dashboard-page';
import { EditUserPage } from '../features/users/components/edit-user-page';
import { TransferSettingsPage } from '../features/users/components/transfer-settings-page';
import { UserDetailsPage } from '../features/users/components/user-details-page';

/** Route pattern (as in routes.json) → page. Every pattern of the typed route map has a page. */
export const PAGES: Record<RoutePattern, ReactElement> & Record<string, ReactElement> = {
  [ROUTES.dashboard]: <AdminDashboardPage />,
  [ROUTES.reviewQueue]: <ReviewQueuePage />,
  [ROUTES.approvals]: <ApprovalsPage />,
  [ROUTES.audit]: <AuditLogPage />,
  [ROUTES.settings]: <BankSettingsPage />,
  [ROUTES.releases]: <ReleasesPage />,
  [ROUTES.userDetails]: <UserDetailsPage />,
  [ROUTES.editUser]: <EditUserPage />,
  [ROUTES.transferSettings]: <TransferSettingsPage />,
  [ROUTES.supportView]: <SupportViewPage />,
  [ROUTES.createTransaction]: <CreateTransactionPage />,
  [ROUTES.updateAccount]: <UpdateAccountPage />,
  [ROUTES.editTransaction]: <EditTransactionPage />,
  [ROUTES.accountDetails]: <AccountDetailsPage />,
};
