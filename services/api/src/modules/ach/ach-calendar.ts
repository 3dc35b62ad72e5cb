/**
 * Business days of the ACH network. With a simulated day length (the demo's minute, the tests'
 * millisecond) n business days are n such lengths; otherwise weekdays (Saturday and Sunday skipped;
 * bank holidays are not known yet, so a holiday counts as a business day).
 */
export function addBusinessDays(from: Date, days: number, dayMs: number): Date {
  if (dayMs > 0) return new Date(from.getTime() + days * dayMs);
  const at = new Date(from);
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}
