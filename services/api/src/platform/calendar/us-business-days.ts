// Business days of a US bank: Monday to Friday, except the Federal Reserve's holidays. A holiday
// on a Sunday is observed on the Monday; one on a Saturday is not moved (the Federal Reserve is
// open the Friday before). Dates are calendar days (YYYY-MM-DD), UTC.

/** The federal holidays the Federal Reserve observes, as data (extend the list each year). */
export const US_FEDERAL_HOLIDAYS: readonly string[] = [
  // 2025
  '2025-01-01',
  '2025-01-20',
  '2025-02-17',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-10-13',
  '2025-11-11',
  '2025-11-27',
  '2025-12-25',
  // 2026 (Independence Day on a Saturday: not moved)
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-05-25',
  '2026-06-19',
  '2026-07-04',
  '2026-09-07',
  '2026-10-12',
  '2026-11-11',
  '2026-11-26',
  '2026-12-25',
  // 2027 (Juneteenth and Christmas on a Saturday: not moved)
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-05-31',
  '2027-06-19',
  '2027-07-05',
  '2027-09-06',
  '2027-10-11',
  '2027-11-11',
  '2027-11-25',
  '2027-12-25',
  // 2028 (New Year's Day on a Saturday: not moved)
  '2028-01-01',
  '2028-01-17',
  '2028-02-21',
  '2028-05-29',
  '2028-06-19',
  '2028-07-04',
  '2028-09-04',
  '2028-10-09',
  '2028-11-10',
  '2028-11-23',
  '2028-12-25',
  // 2029
  '2029-01-01',
  '2029-01-15',
  '2029-02-19',
  '2029-05-28',
  '2029-06-19',
  '2029-07-04',
  '2029-09-03',
  '2029-10-08',
  '2029-11-12',
  '2029-11-22',
  '2029-12-25',
  // 2030
  '2030-01-01',
  '2030-01-21',
  '2030-02-18',
  '2030-05-27',
  '2030-06-19',
  '2030-07-04',
  '2030-09-02',
  '2030-10-14',
  '2030-11-11',
  '2030-11-28',
  '2030-12-25',
];

const HOLIDAYS = new Set(US_FEDERAL_HOLIDAYS);

/** YYYY-MM-DD of an instant (UTC). */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day);
}

/** The day `days` business days after `day` (days ≥ 0; 0 answers the day itself). */
export function addBusinessDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    if (isBusinessDay(isoDay(at))) left -= 1;
  }
  return isoDay(at);
}

/** The day `days` calendar days after `day`. */
export function addCalendarDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return isoDay(at);
}
