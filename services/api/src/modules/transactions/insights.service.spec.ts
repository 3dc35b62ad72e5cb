import { monthsUpTo, toMonths } from './insights.service';

describe('insights periods', () => {
  it('counts back over a year boundary, the current month last, in UTC', () => {
    // 00:30 on 1 January in UTC is still 31 December west of Greenwich: the month is UTC's.
    const period = monthsUpTo(new Date('2026-01-01T00:30:00Z'), 3);
    expect(period).toEqual({
      keys: ['2025-11', '2025-12', '2026-01'],
      from: new Date('2025-11-01T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
    });
  });

  it('fills quiet months with zeros and sums each month’s categories, largest first', () => {
    const rows = [
      { month: '2026-03', category: 'Rent', income_minor: '0', spending_minor: '90000' },
      { month: '2026-03', category: 'Deposit', income_minor: '250000', spending_minor: '0' },
      { month: '2026-03', category: 'Bills', income_minor: '0', spending_minor: '1250' },
      { month: '2026-03', category: 'Apples', income_minor: '0', spending_minor: '1250' },
      { month: '2026-03', category: 'Transfer', income_minor: '4000', spending_minor: '700' },
    ];
    expect(toMonths(['2026-02', '2026-03'], rows)).toEqual([
      { month: '2026-02', incomeMinor: 0, spendingMinor: 0, byCategory: [] },
      {
        month: '2026-03',
        incomeMinor: 254_000,
        spendingMinor: 93_200,
        byCategory: [
          { category: 'Rent', spendingMinor: 90_000 },
          { category: 'Apples', spendingMinor: 1_250 },
          { category: 'Bills', spendingMinor: 1_250 },
          { category: 'Transfer', spendingMinor: 700 },
        ],
      },
    ]);
  });

  it('refuses a line outside the period rather than dropping it', () => {
    expect(() =>
      toMonths(
        ['2026-03'],
        [{ month: '2026-04', category: 'Rent', income_minor: '0', spending_minor: '1' }],
      ),
    ).toThrow('A line outside the period: 2026-04');
  });
});
