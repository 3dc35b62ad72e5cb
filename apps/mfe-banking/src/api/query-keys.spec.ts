import {
  accountsKeys,
  authKeys,
  cardsKeys,
  insightsKeys,
  payeesKeys,
  supportKeys,
  transactionsKeys,
  transfersKeys,
} from './query-keys';

// Releases of this remote share the portal's one cache: the values are the ones they read.
describe("the banking remote's query keys", () => {
  it('keep their values', () => {
    const query = { sort: 'date', order: 'desc', limit: 5 } as const;
    const filters = { search: '', type: 'all', sort: 'date' } as const;
    expect([
      accountsKeys.list(),
      accountsKeys.detail('a1'),
      accountsKeys.summary(),
      accountsKeys.balanceHistory('a1', 30),
      transactionsKeys.page(query),
      transactionsKeys.feed(filters),
      insightsKeys.months(6),
      transfersKeys.detail('t1'),
      transfersKeys.limits(),
      transfersKeys.schedules(),
      payeesKeys.list(),
      authKeys.securityActivity(),
      authKeys.sessions(),
      authKeys.authenticator(),
      supportKeys.requests(),
      cardsKeys.list(),
      cardsKeys.activity(),
      cardsKeys.activity('c1'),
    ]).toEqual([
      ['accounts'],
      ['accounts', 'a1'],
      ['accounts', 'summary'],
      ['accounts', 'a1', 'balance-history', 30],
      ['transactions', query],
      ['transactions', filters],
      ['insights', 6],
      ['transfers', 't1'],
      ['transfers', 'limits'],
      ['transfers', 'schedules'],
      ['payees'],
      ['auth', 'security-activity'],
      ['auth', 'sessions'],
      ['auth', 'authenticator'],
      ['support'],
      ['cards'],
      ['cards', 'activity', null],
      ['cards', 'activity', 'c1'],
    ]);
  });
});
