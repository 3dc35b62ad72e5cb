import type { EntityManager } from 'typeorm';
import type { JobsService } from '../../platform/jobs/jobs.service';
import { addDays, addMonths, runAt, SCHEDULE_HORIZON_DAYS } from '../transfers/schedule-dates';
import type { BillPaymentRow } from './bill-payments.queries';
import { dateInvalid } from './billpay.exception';

// When bill payments run: the jobs of a payment's day and its reminder, the checks of a chosen day,
// and the next day of a monthly plan.

/** A scheduled payment's day: { paymentId, payOn } (a payment moved to another day ignores it). */
export const JOB_BILL_PAYMENT_RUN = 'billpay.run';
/** The reminder the day before: { paymentId, payOn }. */
export const JOB_BILL_PAYMENT_REMIND = 'billpay.remind';

const DAY_MS = 86_400_000;

/** Today, UTC, as YYYY-MM-DD (bill pay's days are UTC days, like statements). */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A later day for a payment, at most a year ahead. Errors: BILLPAY_DATE_INVALID. */
export function checkLaterDay(date: string): void {
  const today = todayUtc();
  if (date <= today)
    throw dateInvalid('Choose a day after today for a scheduled payment (or pay it now).');
  if (date > addDays(today, SCHEDULE_HORIZON_DAYS))
    throw dateInvalid('Bill payments can be scheduled at most a year ahead.');
}

/** A monthly plan's first day and end. Errors: BILLPAY_DATE_INVALID. */
export function checkMonthly(startDate: string, endDate: string | undefined): void {
  const today = todayUtc();
  if (startDate < today || startDate > addDays(today, SCHEDULE_HORIZON_DAYS))
    throw dateInvalid('The first payment must be today or within a year.');
  if (endDate !== undefined && endDate < startDate)
    throw dateInvalid('The end date must be on or after the first payment.');
}

/** Queues a payment's run on its day, and its reminder at the start of the day before (if still ahead). */
export async function enqueuePaymentJobs(
  jobs: JobsService,
  tx: EntityManager,
  paymentId: string,
  payOn: string,
): Promise<void> {
  const payload = { paymentId, payOn };
  await jobs.enqueue(tx, JOB_BILL_PAYMENT_RUN, runAt(payOn, todayUtc()), payload);
  const remindAt = new Date(Date.parse(`${payOn}T00:00:00Z`) - DAY_MS);
  if (remindAt.getTime() > Date.now())
    await jobs.enqueue(tx, JOB_BILL_PAYMENT_REMIND, remindAt, payload);
}

/** The next payment of the row's monthly plan (run number and day), or null when the plan is over. */
export function nextOfSeries(row: BillPaymentRow): { run: number; payOn: string } | null {
  if (!row.series_start_on || row.series_run === null) return null;
  const run = row.series_run + 1;
  const payOn = addMonths(row.series_start_on, run - 1);
  if (row.series_count_max !== null && run > row.series_count_max) return null;
  if (row.series_end_on !== null && payOn > row.series_end_on) return null;
  return { run, payOn };
}
