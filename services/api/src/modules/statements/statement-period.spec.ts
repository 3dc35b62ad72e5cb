import { lastEndedMonth, monthOf, nextMonth, periodInstants } from './statement-period';

describe('statement periods', () => {
  it('covers a calendar month in UTC, leap days included', () => {
    expect(monthOf(new Date('2028-02-10T23:59:59Z'))).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(monthOf(new Date('2026-12-31T23:59:59.999Z'))).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
  });

  it('steps to the next month across a year end', () => {
    expect(nextMonth({ start: '2026-12-01', end: '2026-12-31' })).toEqual({
      start: '2027-01-01',
      end: '2027-01-31',
    });
  });

  it('finds the last month that has ended', () => {
    expect(lastEndedMonth(new Date('2027-01-01T00:05:00Z'))).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
  });

  it('ends the period at the start of the day after its last day', () => {
    expect(periodInstants({ start: '2026-11-01', end: '2026-11-30' })).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
    });
  });
});
