import type { EntityManager } from 'typeorm';
import type {
  Schedule,
  SecondFactorMethod,
  TransferResult,
  TransferTiming,
} from '@vaultline/contracts';
import { toMinor } from '../../../platform/database/money';
import type { JobsService } from '../../../platform/jobs/jobs.service';
import type { MailMessage } from '../../../platform/mail/mail.service';
import type { StepUpService } from '../../identity/step-up.service';
import { addDays, runAt, SCHEDULE_HORIZON_DAYS } from '../schedule-dates';
import { codeBinding } from '../start/code-binding';
import { transferMail } from '../transfer-mail';
import { today } from '../transfer-policy.service';
import type { ScheduleRow } from '../transfer-row';
import { toSchedule } from '../transfer-row';
import { invalidDate } from '../transfers.exception';
import { readSchedule } from './schedules.queries';

// What the schedule services share: the run plan of a timing, the run job, the step-up bound to a
// schedule, and the answer a customer gets.

export const JOB_SCHEDULE_RUN = 'schedule.run';
export const JOB_SCHEDULE_EXPIRE = 'schedule.expire';
/** How long a schedule waits for its code (resends included) before it is closed as expired. */
export const SCHEDULE_CODE_WAIT_MS = 24 * 60 * 60 * 1000;

/** The first run day of a timing, checked. Errors: TRANSFERS_DATE_INVALID. */
export function firstRun(timing: Exclude<TransferTiming, { type: 'immediate' }>): {
  frequency: Schedule['frequency'];
  start: string;
  end: string | null;
} {
  const now = today();
  const latest = addDays(now, SCHEDULE_HORIZON_DAYS);
  if (timing.type === 'scheduled') {
    if (timing.date <= now)
      throw invalidDate('Choose a date after today for a scheduled transfer (or send it now).');
    if (timing.date > latest) throw invalidDate('Transfers can be scheduled at most a year ahead.');
    return { frequency: 'once', start: timing.date, end: null };
  }
  if (timing.startDate < now || timing.startDate > latest)
    throw invalidDate('The first transfer must be today or within a year.');
  if (timing.endDate && timing.endDate < timing.startDate)
    throw invalidDate('The end date must be after the start date.');
  return { frequency: timing.frequency, start: timing.startDate, end: timing.endDate ?? null };
}

/** The job of the schedule's run on `runOn`. */
export async function enqueueRun(
  jobs: JobsService,
  tx: EntityManager,
  scheduleId: string,
  runOn: string,
): Promise<void> {
  await jobs.enqueue(tx, JOB_SCHEDULE_RUN, runAt(runOn, today()), { scheduleId, runOn });
}

/**
 * A new step-up for a schedule, bound to its amount and recipient: how it is answered, and the
 * mail that carries its code (none when the authenticator app answers it).
 */
export async function openScheduleStepUp(
  stepUps: StepUpService,
  tx: EntityManager,
  sender: { id: string; email: string; firstName: string },
  schedule: Pick<ScheduleRow, 'id' | 'amount_minor' | 'recipient'>,
): Promise<{ method: SecondFactorMethod; mail: MailMessage | null }> {
  const amountMinor = toMinor(schedule.amount_minor);
  const binding = codeBinding('schedule', schedule.id, amountMinor, schedule.recipient);
  const opened = await stepUps.open(tx, sender.id, 'transfer_step_up', {
    kind: 'schedule',
    id: schedule.id,
    binding,
  });
  const mail = opened.code
    ? transferMail.stepUpCode(
        sender.email,
        sender.firstName,
        opened.code,
        amountMinor,
        schedule.recipient.name,
      )
    : null;
  return { method: opened.method, mail };
}

/** The answer for a schedule: as it is now, with the warnings and how its code was sent. */
export async function scheduleResult(
  tx: EntityManager,
  id: string,
  outcome: TransferResult['outcome'],
  warnings: string[],
  code: { sentTo: string | null; method: SecondFactorMethod } | null,
): Promise<TransferResult> {
  return {
    outcome,
    transfer: null,
    schedule: toSchedule(await readSchedule(tx, id)),
    warnings,
    reviewTime: null,
    codeSentTo: code?.sentTo ?? null,
    codeMethod: code?.method ?? null,
  };
}
