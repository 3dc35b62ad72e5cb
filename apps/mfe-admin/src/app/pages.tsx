import type { ReactElement } from 'react';
import { AccountDetailsPage } from '../features/accounts/components/account-details-page';
import { UpdateAccountPage } from '../features/accounts/components/update-account-page';
import { SupportViewPage } from '../features/support/components/support-view-page';
import { CreateTransactionPage } from '../features/transactions/components/create-transaction-page';
import { EditTransactionPage } from '../features/transactions/components/edit-transaction-page';
import { AdminDashboardPage } from '../features/users/components/admin-dashboard-page';
import { EditUserPage } from '../features/users/components/edit-user-page';
import { TransferSettingsPage } from '../features/users/components/transfer-settings-page';
import { UserDetailsPage } from '../features/users/components/user-details-page';

/** Route path (as in routes.json) → page. */
export const PAGES: Record<string, ReactElement> = {
  '/admin': <AdminDashboardPage />,
  '/admin-support-view/:userId': <SupportViewPage />,
  '/create-transaction/:userId': <CreateTransactionPage />,
  '/edit-transaction/:transactionId/:userId': <EditTransactionPage />,
  '/admin-transfer-settings/:userId': <TransferSettingsPage />,
  '/admin-edit-user/:userId': <EditUserPage />,
  '/admin-user-details/:userId': <UserDetailsPage />,
  '/admin-update-account/:accountId/:userId': <UpdateAccountPage />,
  '/admin-account-details/:accountId/:userId': <AccountDetailsPage />,
};
