import { CAPABILITIES } from '@vaultline/contracts';
import { COMING_SOON } from '../routing/coming-soon';
import { isComingSoon, MOBILE_MENU, SIDEBAR, visibleGroups } from './nav-items';

const targets = (groups: typeof SIDEBAR) =>
  groups.flatMap((group) => group.links.map((link) => link.to));

describe('navigation', () => {
  it('has the spec groups for customers; staff get the back office instead, nothing customer-only', () => {
    expect(SIDEBAR.map((group) => group.label)).toEqual([
      'Dashboard',
      'Accounts',
      'Spending Insights',
      'Transfers',
      'Payments',
      'Cards',
      'Loans',
      'Investments',
      'Settings',
      'Contact Support',
      'FAQ',
    ]);
    expect(targets(visibleGroups(SIDEBAR, false)).filter((to) => to.startsWith('/admin'))).toEqual(
      [],
    );
    const staff = targets(visibleGroups(SIDEBAR, true));
    expect(staff).toEqual(
      expect.arrayContaining(['/admin', '/admin/inbox', '/admin/review-queue', '/admin/approvals']),
    );
    const customerOnly = ['/accounts', '/transfer', '/cards/manage', '/payments', '/insights'];
    expect(staff.filter((to) => customerOnly.some((path) => to.startsWith(path)))).toEqual([]);
    expect(
      visibleGroups(SIDEBAR, true)
        .filter((group) => group.count)
        .map((g) => g.label),
    ).toEqual(['Support inbox', 'Review queue', 'Approvals']);
  });

  it('sends the three account entries to /accounts, then linked accounts, add money and check deposit', () => {
    expect(
      SIDEBAR.find((group) => group.label === 'Accounts')?.links.map((link) => link.to),
    ).toEqual([
      '/accounts',
      '/accounts',
      '/accounts',
      '/linked-accounts',
      '/add-money',
      '/deposit-check',
    ]);
  });

  it("uses the spec's mobile targets, except where one opened another product's form", () => {
    const mobile = targets(MOBILE_MENU);
    expect(mobile).toEqual(
      expect.arrayContaining(['/payments', '/invest/mutual', '/invest/treasury', '/invest/stocks']),
    );
    expect(mobile.filter((to) => to.startsWith('/investments/'))).toEqual([]);
    const transfers = MOBILE_MENU.find((group) => group.label === 'Transfers')?.links;
    expect(transfers?.find((link) => link.label === 'International')?.to).toBe(
      '/transfer/international',
    );
    const payments = MOBILE_MENU.find((group) => group.label === 'Payments')?.links;
    expect(payments?.find((link) => link.label === 'Buy Airtime')?.to).toBe('/payments/airtime');
  });

  it('gives every entry of a product not built a coming-soon page, and no built one', () => {
    for (const link of [...SIDEBAR, ...MOBILE_MENU].flatMap((group) => group.links)) {
      const unbuilt = link.capability !== undefined && !CAPABILITIES[link.capability];
      expect({ to: link.to, soon: isComingSoon(link) }).toEqual({ to: link.to, soon: unbuilt });
      expect({ to: link.to, page: COMING_SOON[link.to] !== undefined }).toEqual({
        to: link.to,
        page: unbuilt,
      });
    }
    expect(Object.keys(COMING_SOON).sort()).toEqual(
      [
        '/invest/mutual',
        '/invest/stocks',
        '/invest/treasury',
        '/investments/mutual-funds',
        '/investments/stocks',
        '/investments/treasury-bills',
        '/loans/apply',
        '/loans/repayments',
        '/loans/status',
        '/payments/airtime',
        '/transfer/international',
      ].sort(),
    );
  });

  it('lets the mobile menu reach every page the sidebar reaches (Recurring Payments included)', () => {
    const mobile = new Set(targets(MOBILE_MENU));
    expect(mobile.has('/payments/recurring')).toBe(true);
    expect(mobile.has('/insights')).toBe(true);
    expect(MOBILE_MENU.map((group) => group.links.length)).toEqual(
      SIDEBAR.map((group) => group.links.length),
    );
  });

  it('never shows linked accounts or add money as coming soon (the banking remote serves them)', () => {
    expect(COMING_SOON['/linked-accounts']).toBeUndefined();
    expect(COMING_SOON['/add-money']).toBeUndefined();
  });

  it('sends the Cards entries to the banking remote, none of them coming soon', () => {
    const cards = SIDEBAR.find((group) => group.label === 'Cards')?.links ?? [];
    expect(cards).toEqual([
      { label: 'Manage Cards', to: '/cards/manage' },
      { label: 'Request a Card', to: '/cards/request' },
      { label: 'Card Limits', to: '/cards/limits' },
    ]);
    for (const link of cards) expect(COMING_SOON[link.to]).toBeUndefined();
  });
});
