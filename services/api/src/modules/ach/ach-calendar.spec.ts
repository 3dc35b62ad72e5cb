import { addBusinessDays } from './ach-calendar';

describe('addBusinessDays', () => {
  it('skips Saturday and Sunday on real days', () => {
    const friday = new Date('2026-11-27T15:00:00Z');
    expect(addBusinessDays(friday, 1, 0).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(addBusinessDays(friday, 2, 0).toISOString()).toBe('2026-12-01T15:00:00.000Z');
    const saturday = new Date('2026-11-28T09:00:00Z');
    expect(addBusinessDays(saturday, 1, 0).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(addBusinessDays(friday, 0, 0).toISOString()).toBe(friday.toISOString());
  });

  it('counts simulated days of a fixed length', () => {
    const from = new Date('2026-11-28T09:00:00Z');
    expect(addBusinessDays(from, 2, 60_000).toISOString()).toBe('2026-11-28T09:02:00.000Z');
  });
});
