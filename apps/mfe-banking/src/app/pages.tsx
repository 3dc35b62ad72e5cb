import type { ReactElement } from 'react';
import { ROUTES, type RoutePattern } from '../config/paths';
import { AccountDetailsPage } from '../features/accounts/components/account-details-page';
import { AccountsPage } from '../features/accounts/components/accounts-page';
import { CreateAccountPage } from '../features/accounts/components/create-account-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { FaqPage } from '../features/faq/components/faq-page';
import { NotificationSettingsPage } from '../features/notifications/components/notification-settings-page';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { InsightsPage } from '../features/insights/components/insights-page';
import { PayeesPage } from '../features/payees/components/payees-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RecurringPage } from '../features/recurring/components/recurring-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { StatementsPage } from '../features/statements/components/statements-page';
import { SupportPage } from '../features/support/components/support-page';
import { TransactionsPage } from '../features/transactions/components/transactions-page';
import { TransferDetailsPage } from '../features/transfer/components/transfer-details-page';
import { TransferPage } from '../features/transfer/components/transfer-page';

/** Route pattern (as in routes.json) → page. Every pattern of the typed route map has a page. */
export const PAGES: Record<RoutePattern, ReactElement> & Record<string, ReactElement> = {
  [ROUTES.dashboard]: <DashboardPage />,
  [ROUTES.accounts]: <AccountsPage />,
  [ROUTES.accountDetails]: <AccountDetailsPage />,
  [ROUTES.accountStatements]: <StatementsPage />,
  [ROUTES.createAccount]: <CreateAccountPage />,
  [ROUTES.transfer]: <TransferPage />,
  [ROUTES.payees]: <PayeesPage />,
  [ROUTES.transactions]: <TransactionsPage />,
  [ROUTES.insights]: <InsightsPage />,
  [ROUTES.transferDetails]: <TransferDetailsPage />,
  [ROUTES.recurring]: <RecurringPage />,
  [ROUTES.profile]: <ProfilePage />,
  [ROUTES.settings]: <SettingsPage />,
  [ROUTES.notifications]: <NotificationsPage />,
  [ROUTES.notificationSettings]: <NotificationSettingsPage />,
  [ROUTES.support]: <SupportPage />,
  [ROUTES.faq]: <FaqPage />,
};
