import type { Schedule } from '@vaultline/contracts';

const DAY_MS = 86_400_000;
/** Schedules reach at most a year ahead. */
export const SCHEDULE_HORIZON_DAYS = 366;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later, or the month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  // `date` is a checked YYYY-MM-DD: the three parts are there.
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The run after the `runs`-th one (counting from 1), or null when the schedule is over. */
export function nextRunOn(
  schedule: { frequency: Schedule['frequency']; start_date: string; end_date: string | null },
  runs: number,
): string | null {
  const next =
    schedule.frequency === 'weekly'
      ? addDays(schedule.start_date, 7 * runs)
      : schedule.frequency === 'biweekly'
        ? addDays(schedule.start_date, 14 * runs)
        : schedule.frequency === 'monthly'
          ? addMonths(schedule.start_date, runs)
          : null;
  return next && (!schedule.end_date || next <= schedule.end_date) ? next : null;
}

/** When the job for a run day fires: at once for today (or a missed day), else at the start of that UTC day. */
export function runAt(date: string, today: string): Date {
  return date <= today ? new Date() : new Date(`${date}T00:00:00.000Z`);
}
