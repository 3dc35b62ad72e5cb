import { type Capability, isAvailable } from '@vaultline/contracts';

export interface NavLink {
  label: string;
  to: string;
  /** The product it opens, when that product may not be built yet (CAPABILITIES). */
  capability?: Capability;
  /** The coming-soon page's title, when it differs from the label. */
  title?: string;
}

export interface NavGroup {
  label: string;
  icon: NavIcon;
  /** A group with one link is a plain entry; with more it expands. */
  links: NavLink[];
  /** What waits for staff behind the entry (a count from the back office's overview). */
  count?: StaffCount;
}

/** The back office's figures a staff entry shows (AdminOverview's fields). */
export type StaffCount = 'supportRequests' | 'reviewQueue' | 'pendingApprovals';

export type NavIcon =
  | 'dashboard'
  | 'accounts'
  | 'insights'
  | 'transfers'
  | 'payments'
  | 'cards'
  | 'loans'
  | 'investments'
  | 'settings'
  | 'support'
  | 'faq'
  | 'admin'
  | 'inbox'
  | 'review'
  | 'approvals'
  | 'audit'
  | 'releases';

const group = (label: string, icon: NavIcon, links: NavLink[]): NavGroup => ({
  label,
  icon,
  links,
});

const INVESTMENTS_DESKTOP: NavLink[] = [
  { label: 'Mutual Funds', to: '/investments/mutual-funds', capability: 'investments' },
  { label: 'Treasury Bills', to: '/investments/treasury-bills', capability: 'investments' },
  { label: 'Stocks', to: '/investments/stocks', capability: 'investments' },
];

/** The sidebar's groups (spec section 2, "Shell"). */
export const SIDEBAR: NavGroup[] = [
  group('Dashboard', 'dashboard', [{ label: 'Dashboard', to: '/dashboard' }]),
  group('Accounts', 'accounts', [
    { label: 'My Accounts', to: '/accounts' },
    { label: 'Checking', to: '/accounts' },
    { label: 'Savings', to: '/accounts' },
    { label: 'Linked accounts', to: '/linked-accounts' },
    { label: 'Add money', to: '/add-money' },
    { label: 'Deposit check', to: '/deposit-check' },
  ]),
  group('Spending Insights', 'insights', [{ label: 'Spending Insights', to: '/insights' }]),
  group('Transfers', 'transfers', [
    { label: 'Local Transfer', to: '/transfer' },
    { label: 'Payees', to: '/payees' },
    {
      label: 'International',
      to: '/transfer/international',
      capability: 'internationalTransfers',
      title: 'International Transfer',
    },
  ]),
  group('Payments', 'payments', [
    { label: 'Pay Bills', to: '/payments/bills' },
    { label: 'Buy Airtime', to: '/payments/airtime', capability: 'airtime' },
    { label: 'Recurring Payments', to: '/payments/recurring' },
  ]),
  group('Cards', 'cards', [
    { label: 'Manage Cards', to: '/cards/manage' },
    { label: 'Request a Card', to: '/cards/request' },
    { label: 'Card Limits', to: '/cards/limits' },
  ]),
  group('Loans', 'loans', [
    { label: 'Apply for a Loan', to: '/loans/apply', capability: 'loans' },
    { label: 'Loan Status', to: '/loans/status', capability: 'loans' },
    { label: 'Repayments', to: '/loans/repayments', capability: 'loans', title: 'Loan Repayments' },
  ]),
  group('Investments', 'investments', INVESTMENTS_DESKTOP),
  group('Settings', 'settings', [
    { label: 'Profile', to: '/profile' },
    { label: 'Settings', to: '/settings' },
    { label: 'Notifications', to: '/settings/notifications' },
  ]),
  group('Contact Support', 'support', [
    { label: 'Contact Support', to: '/support' },
    { label: 'Disputes', to: '/disputes' },
  ]),
  group('FAQ', 'faq', [{ label: 'FAQ', to: '/faq' }]),
];

/**
 * The mobile menu uses other targets for some entries (spec section 2, route table). An entry
 * coming soon keeps its own page on a phone too: the spec's International → /transfer and Buy
 * Airtime → /payments opened a working form for another product.
 */
const MOBILE_TARGETS: Record<string, string> = {
  '/payments/bills': '/payments',
  '/investments/mutual-funds': '/invest/mutual',
  '/investments/treasury-bills': '/invest/treasury',
  '/investments/stocks': '/invest/stocks',
};

/** Whether a link opens a product that is not built yet (marked "Coming soon", its page says so). */
export function isComingSoon(link: NavLink): boolean {
  return link.capability !== undefined && !isAvailable(link.capability);
}

/** Whether every entry of a group is coming soon (the group itself is marked). */
export function isGroupComingSoon(group: NavGroup): boolean {
  return group.links.every(isComingSoon);
}

/** Every sidebar entry, with the mobile targets: the mobile menu reaches everything the sidebar does. */
export const MOBILE_MENU: NavGroup[] = SIDEBAR.map((entry) => ({
  ...entry,
  links: entry.links.map((link) => ({ ...link, to: MOBILE_TARGETS[link.to] ?? link.to })),
}));

const staffEntry = (label: string, icon: NavIcon, to: string, count?: StaffCount): NavGroup => ({
  label,
  icon,
  links: [{ label, to }],
  count,
});

/**
 * A staff member's navigation: the back office's sections (the admin remote's routes), with what
 * waits for them; nothing customer-only (staff hold no accounts here).
 */
export const STAFF_SIDEBAR: NavGroup[] = [
  staffEntry('Overview', 'dashboard', '/admin'),
  staffEntry('Support inbox', 'inbox', '/admin/inbox', 'supportRequests'),
  staffEntry('Review queue', 'review', '/admin/review-queue', 'reviewQueue'),
  staffEntry('Approvals', 'approvals', '/admin/approvals', 'pendingApprovals'),
  group('Customer checks', 'accounts', [
    { label: 'Verification reviews', to: '/admin/verification-reviews' },
    { label: 'Check deposits', to: '/admin/check-deposits' },
    { label: 'Disputes', to: '/admin/disputes' },
  ]),
  staffEntry('ACH files', 'transfers', '/admin/ach'),
  staffEntry('Audit log', 'audit', '/admin/audit'),
  staffEntry('Bank settings', 'settings', '/admin/settings'),
  staffEntry('Releases', 'releases', '/admin/releases'),
  group('My profile', 'support', [
    { label: 'Profile', to: '/profile' },
    { label: 'Settings', to: '/settings' },
  ]),
];

/** Staff get the back office's navigation; customers the portal's. */
export function visibleGroups(groups: NavGroup[], isStaff: boolean): NavGroup[] {
  return isStaff ? STAFF_SIDEBAR : groups;
}
