import type { ReactElement } from 'react';
import { ROUTES, type RoutePattern } from '../config/paths';
import { AdminDashboardPage } from '../features/users/components/admin-dashboard-page';
import { PageHeading } from '@vaultline/ui';

/** Route pattern (as in routes.json) → page. Every pattern of the typed route map has a page. */
export const PAGES: Record<RoutePattern, ReactElement> & Record<string, ReactElement> = {
  [ROUTES.dashboard]: <AdminDashboardPage />,
  [ROUTES.reviewQueue]: <PageHeading title="Review Queue" />,
  [ROUTES.approvals]: <PageHeading title="Approvals" />,
  [ROUTES.audit]: <PageHeading title="Audit Log" />,
  [ROUTES.settings]: <PageHeading title="Bank Settings" />,
  [ROUTES.userDetails]: <PageHeading title="User Details" />,
  [ROUTES.editUser]: <PageHeading title="Edit User" />,
  [ROUTES.transferSettings]: <PageHeading title="Transfer Settings" />,
  [ROUTES.supportView]: <PageHeading title="User Complaints" />,
  [ROUTES.createTransaction]: <PageHeading title="Post Adjustment" />,
  [ROUTES.updateAccount]: <PageHeading title="Post Adjustment" />,
  [ROUTES.editTransaction]: <PageHeading title="Edit Transaction" />,
  [ROUTES.accountDetails]: <PageHeading title="Account Details" />,
};
