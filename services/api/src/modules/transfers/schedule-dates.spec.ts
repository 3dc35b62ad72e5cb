import { addDays, addMonths, nextRunOn, runAt } from './schedule-dates';

describe('schedule dates', () => {
  it('keeps the day of the month, or the month’s last day when it is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-30', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('counts monthly runs from the start date, so a short month does not move the later ones', () => {
    const schedule = { frequency: 'monthly' as const, start_date: '2026-01-31', end_date: null };
    expect([1, 2, 3].map((runs) => nextRunOn(schedule, runs))).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('repeats weekly and bi-weekly across month and year ends, and stops after the end date', () => {
    expect(nextRunOn({ frequency: 'weekly', start_date: '2026-12-29', end_date: null }, 1)).toBe(
      '2027-01-05',
    );
    expect(nextRunOn({ frequency: 'biweekly', start_date: '2026-02-20', end_date: null }, 1)).toBe(
      '2026-03-06',
    );
    expect(
      nextRunOn({ frequency: 'weekly', start_date: '2026-03-01', end_date: '2026-03-08' }, 1),
    ).toBe('2026-03-08');
    expect(
      nextRunOn({ frequency: 'weekly', start_date: '2026-03-01', end_date: '2026-03-07' }, 1),
    ).toBeNull();
    expect(
      nextRunOn({ frequency: 'once', start_date: '2026-03-01', end_date: null }, 1),
    ).toBeNull();
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('runs a due or missed day at once, a later day at the start of its UTC day', () => {
    const before = Date.now();
    expect(runAt('2026-03-01', '2026-03-02').getTime()).toBeGreaterThanOrEqual(before);
    expect(runAt('2026-03-05', '2026-03-02').toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });
});
