import { closingBalances } from './balance-history.service';

const DAY_MS = 86_400_000;
const FIRST = Date.parse('2026-03-01T00:00:00Z');

describe('closing balances', () => {
  it('walks back from the balance now, a day at a time, by what moved that day', () => {
    const days = closingBalances(
      {
        balanceMinor: 10_000,
        days: [
          { day: '2026-03-02', netMinor: 5_000 },
          { day: '2026-03-04', netMinor: -1_500 },
        ],
      },
      FIRST,
      4,
    );
    expect(days).toEqual([
      { date: '2026-03-01', balanceMinor: 6_500, netMinor: 0 },
      { date: '2026-03-02', balanceMinor: 11_500, netMinor: 5_000 },
      { date: '2026-03-03', balanceMinor: 11_500, netMinor: 0 },
      { date: '2026-03-04', balanceMinor: 10_000, netMinor: -1_500 },
    ]);
  });

  it('closes the last day without what was posted after it (a clock ahead of this one)', () => {
    const days = closingBalances(
      { balanceMinor: 10_000, days: [{ day: '2026-03-03', netMinor: 2_000 }] },
      FIRST,
      2,
    );
    expect(days.map((day) => day.balanceMinor)).toEqual([8_000, 8_000]);
    expect(new Date(FIRST + DAY_MS).toISOString().slice(0, 10)).toBe(days[1].date);
  });
});
