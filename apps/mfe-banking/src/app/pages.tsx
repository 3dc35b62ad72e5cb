import type { ReactElement } from 'react';
import { lazyPage } from '@vaultline/ui';
import { ROUTES, type RoutePattern } from '../config/paths';
// The dashboard, where a sign-in lands, comes with the routes; every other page loads when first
// shown, or ahead once the first page has settled (usePreloadWhenIdle in remote-routes.tsx).
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

const AccountDetailsPage = lazyPage(
  () => import('../features/accounts/components/account-details-page'),
  'AccountDetailsPage',
);
const AccountsPage = lazyPage(
  () => import('../features/accounts/components/accounts-page'),
  'AccountsPage',
);
const BillPayPage = lazyPage(
  () => import('../features/bill-pay/components/bill-pay-page'),
  'BillPayPage',
);
const CardLimitsPage = lazyPage(
  () => import('../features/cards/components/card-limits-page'),
  'CardLimitsPage',
);
const CreateAccountPage = lazyPage(
  () => import('../features/accounts/components/create-account-page'),
  'CreateAccountPage',
);
const DepositCheckPage = lazyPage(
  () => import('../features/check-deposit/components/deposit-check-page'),
  'DepositCheckPage',
);
const DisputesPage = lazyPage(
  () => import('../features/disputes/components/disputes-page'),
  'DisputesPage',
);
const NewDisputePage = lazyPage(
  () => import('../features/disputes/components/new-dispute-page'),
  'NewDisputePage',
);
const DisputePage = lazyPage(
  () => import('../features/disputes/components/dispute-page'),
  'DisputePage',
);
const FaqPage = lazyPage(() => import('../features/faq/components/faq-page'), 'FaqPage');
const LinkedAccountsPage = lazyPage(
  () => import('../features/linked-accounts/components/linked-accounts-page'),
  'LinkedAccountsPage',
);
const ManageCardsPage = lazyPage(
  () => import('../features/cards/components/manage-cards-page'),
  'ManageCardsPage',
);
const MoveMoneyPage = lazyPage(
  () => import('../features/move-money/components/move-money-page'),
  'MoveMoneyPage',
);
const NotificationSettingsPage = lazyPage(
  () => import('../features/notifications/components/notification-settings-page'),
  'NotificationSettingsPage',
);
const NotificationsPage = lazyPage(
  () => import('../features/notifications/components/notifications-page'),
  'NotificationsPage',
);
const InsightsPage = lazyPage(
  () => import('../features/insights/components/insights-page'),
  'InsightsPage',
);
const PayeesPage = lazyPage(
  () => import('../features/payees/components/payees-page'),
  'PayeesPage',
);
const ProfilePage = lazyPage(
  () => import('../features/profile/components/profile-page'),
  'ProfilePage',
);
const RecurringPage = lazyPage(
  () => import('../features/recurring/components/recurring-page'),
  'RecurringPage',
);
const RequestCardPage = lazyPage(
  () => import('../features/cards/components/request-card-page'),
  'RequestCardPage',
);
const SettingsPage = lazyPage(
  () => import('../features/settings/components/settings-page'),
  'SettingsPage',
);
const StatementsPage = lazyPage(
  () => import('../features/statements/components/statements-page'),
  'StatementsPage',
);
const SupportPage = lazyPage(
  () => import('../features/support/components/support-page'),
  'SupportPage',
);
const SupportThreadPage = lazyPage(
  () => import('../features/support/components/support-thread-page'),
  'SupportThreadPage',
);
const TransactionsPage = lazyPage(
  () => import('../features/transactions/components/transactions-page'),
  'TransactionsPage',
);
const TransferDetailsPage = lazyPage(
  () => import('../features/transfer/components/transfer-details-page'),
  'TransferDetailsPage',
);
const VerificationPage = lazyPage(
  () => import('../features/verification/components/verification-page'),
  'VerificationPage',
);
const TransferPage = lazyPage(
  () => import('../features/transfer/components/transfer-page'),
  'TransferPage',
);

/** Route pattern (as in routes.json) → page. Every pattern of the typed route map has a page. */
export const PAGES: Record<RoutePattern, ReactElement> & Record<string, ReactElement> = {
  [ROUTES.dashboard]: <DashboardPage />,
  [ROUTES.accounts]: <AccountsPage />,
  [ROUTES.accountDetails]: <AccountDetailsPage />,
  [ROUTES.accountStatements]: <StatementsPage />,
  [ROUTES.createAccount]: <CreateAccountPage />,
  [ROUTES.transfer]: <TransferPage />,
  [ROUTES.payees]: <PayeesPage />,
  [ROUTES.linkedAccounts]: <LinkedAccountsPage />,
  [ROUTES.addMoney]: <MoveMoneyPage />,
  [ROUTES.depositCheck]: <DepositCheckPage />,
  [ROUTES.manageCards]: <ManageCardsPage />,
  [ROUTES.disputes]: <DisputesPage />,
  [ROUTES.newDispute]: <NewDisputePage />,
  [ROUTES.dispute]: <DisputePage />,
  [ROUTES.requestCard]: <RequestCardPage />,
  [ROUTES.cardLimits]: <CardLimitsPage />,
  [ROUTES.transactions]: <TransactionsPage />,
  [ROUTES.insights]: <InsightsPage />,
  [ROUTES.transferDetails]: <TransferDetailsPage />,
  [ROUTES.recurring]: <RecurringPage />,
  // The mobile menu's Payments entry (/payments) lands on bill pay, the payments built so far.
  [ROUTES.payments]: <BillPayPage />,
  [ROUTES.billPay]: <BillPayPage />,
  [ROUTES.profile]: <ProfilePage />,
  [ROUTES.verification]: <VerificationPage />,
  [ROUTES.settings]: <SettingsPage />,
  [ROUTES.notifications]: <NotificationsPage />,
  [ROUTES.notificationSettings]: <NotificationSettingsPage />,
  [ROUTES.support]: <SupportPage />,
  [ROUTES.supportRequest]: <SupportThreadPage />,
  [ROUTES.faq]: <FaqPage />,
};
