import {
  addBusinessDays,
  addCalendarDays,
  isBusinessDay,
  US_FEDERAL_HOLIDAYS,
} from './us-business-days';

describe('US business days', () => {
  it('skips weekends and federal holidays', () => {
    // Wed 25 Nov 2026 → Thu 26 (Thanksgiving) → Fri 27 → Mon 30.
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-25', 2)).toBe('2026-11-30');
    // Fri 18 Dec 2026, 10 business days: Christmas (Fri 25) and two weekends skipped.
    expect(addBusinessDays('2026-12-18', 10)).toBe('2027-01-05');
    expect(isBusinessDay('2026-11-26')).toBe(false);
    expect(isBusinessDay('2026-11-28')).toBe(false);
    expect(isBusinessDay('2026-11-27')).toBe(true);
  });

  it('holds the observed holidays: Monday for a Sunday holiday, none for a Saturday one', () => {
    expect(US_FEDERAL_HOLIDAYS).toContain('2027-07-05');
    expect(isBusinessDay('2026-07-03')).toBe(true);
    for (const day of US_FEDERAL_HOLIDAYS)
      expect(new Date(`${day}T00:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it('counts calendar days across a month end', () => {
    expect(addCalendarDays('2026-11-28', 45)).toBe('2027-01-12');
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-28');
  });
});
