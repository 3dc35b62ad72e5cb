import type { ReactElement } from 'react';
import { AccountDetailsPage } from '../features/accounts/components/account-details-page';
import { AccountsPage } from '../features/accounts/components/accounts-page';
import { CreateAccountPage } from '../features/accounts/components/create-account-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { FaqPage } from '../features/faq/components/faq-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { SupportPage } from '../features/support/components/support-page';
import { TransactionsPage } from '../features/transactions/components/transactions-page';
import { TransferPage } from '../features/transfer/components/transfer-page';

/** Route path (as in routes.json) → page. */
export const PAGES: Record<string, ReactElement> = {
  '/dashboard': <DashboardPage />,
  '/accounts': <AccountsPage />,
  '/account-details/:accountId': <AccountDetailsPage />,
  '/create-account': <CreateAccountPage />,
  '/transfer': <TransferPage />,
  '/transactions': <TransactionsPage />,
  '/profile': <ProfilePage />,
  '/settings': <SettingsPage />,
  '/support': <SupportPage />,
  '/faq': <FaqPage />,
};
