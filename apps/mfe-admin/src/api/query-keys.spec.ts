import { adminKeys } from './query-keys';

// Releases of this remote share the portal's one cache: the values are the ones they read.
describe("the admin remote's query keys", () => {
  it('keep their values, all under admin', () => {
    const users = { search: 'ann', limit: 20, offset: 0 };
    const filters = { search: '', type: 'all', sort: 'date' } as const;
    const audit = { action: 'user.updated' };
    const support = { status: 'open' } as const;
    expect([
      adminKeys.overview(),
      adminKeys.settings(),
      adminKeys.pendingChangeRequests(),
      adminKeys.users(users),
      adminKeys.user('u1'),
      adminKeys.userCards('u1'),
      adminKeys.account('a1'),
      adminKeys.userTransactions('u1', filters),
      adminKeys.transaction('t1'),
      adminKeys.reviewQueue(),
      adminKeys.releases(),
      adminKeys.audit(audit),
      adminKeys.support(support),
      adminKeys.pendingAdjustments(),
    ]).toEqual([
      ['admin', 'overview'],
      ['admin', 'settings'],
      ['admin', 'change-requests', 'pending'],
      ['admin', 'users', users],
      ['admin', 'user', 'u1'],
      ['admin', 'cards', 'u1'],
      ['admin', 'account', 'a1'],
      ['admin', 'transactions', 'u1', filters],
      ['admin', 'transaction', 't1'],
      ['admin', 'review-queue'],
      ['admin', 'releases'],
      ['admin', 'audit', audit],
      ['admin', 'support', support],
      ['admin', 'adjustments', 'pending'],
    ]);
  });
});
