import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Schedule, TransferTiming } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { maskEmail } from '../../identity/sign-in.service';
import { StepUpService } from '../../identity/step-up.service';
import type { AuthContext } from '../../users/auth-context';
import { NAME_MISMATCH_WARNING } from '../recipients.service';
import { TransferStart } from '../start/transfer-start.service';
import { needsStepUp } from '../transfer-decision';
import type { BankSettings, TransferSettings } from '../transfer-policy.service';
import { toSchedule } from '../transfer-row';
import type { TransferDraft, TransitionResult } from '../transfer.types';
import { scheduleEnded, scheduleNotFound } from '../transfers.exception';
import {
  enqueueRun,
  firstRun,
  JOB_SCHEDULE_EXPIRE,
  openScheduleStepUp,
  SCHEDULE_CODE_WAIT_MS,
  scheduleResult,
} from './schedule-plan';
import {
  insertSchedule,
  listSchedules,
  lockSchedule,
  setScheduleStatus,
} from './schedules.queries';

/**
 * Scheduled (once, on a date) and recurring (weekly, bi-weekly, monthly) transfers. The PIN and,
 * when needed, the step-up code are given when the schedule is made; each run is a job that
 * starts a normal transfer (limits, funds and reviews apply on the day: ScheduleRuns).
 */
@Injectable()
export class SchedulesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly start: TransferStart,
    private readonly stepUps: StepUpService,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
  ) {}

  /** A new schedule: active, or waiting for its step-up code. Errors: TRANSFERS_DATE_INVALID, the recipient errors. */
  async create(
    tx: EntityManager,
    draft: TransferDraft,
    timing: Exclude<TransferTiming, { type: 'immediate' }>,
    settings: TransferSettings,
    bank: BankSettings,
  ): Promise<TransitionResult> {
    const plan = firstRun(timing);
    const checked = this.start.check(await this.start.context(tx, draft), draft);
    const stepUp = needsStepUp({
      amountMinor: draft.amountMinor,
      knownRecipient: checked.found.known,
      settings,
      bank,
    });
    const row = await insertSchedule(tx, draft, plan, stepUp ? 'awaiting_code' : 'active');
    const warnings = checked.resolved.nameMismatch ? [NAME_MISMATCH_WARNING] : [];
    if (!stepUp) {
      await enqueueRun(this.jobs, tx, row.id, plan.start);
      return { result: await scheduleResult(tx, row.id, 'scheduled', warnings, null), mail: null };
    }
    await this.jobs.enqueue(tx, JOB_SCHEDULE_EXPIRE, new Date(Date.now() + SCHEDULE_CODE_WAIT_MS), {
      scheduleId: row.id,
    });
    const { method, mail } = await openScheduleStepUp(this.stepUps, tx, draft.sender, row);
    const sentTo = method === 'email' ? maskEmail(draft.sender.email) : null;
    const code = { sentTo, method };
    return { result: await scheduleResult(tx, row.id, 'awaiting_code', warnings, code), mail };
  }

  async list(userId: string): Promise<Schedule[]> {
    return (await listSchedules(this.db, userId)).map(toSchedule);
  }

  /** Errors: TRANSFERS_NOT_FOUND, TRANSFERS_NOT_CANCELLABLE. */
  async cancel(auth: AuthContext, id: string, client: ClientInfo): Promise<Schedule> {
    return this.db.transaction(async (tx) => {
      const schedule = await lockSchedule(tx, id, auth.user.id);
      if (!schedule) throw scheduleNotFound();
      if (schedule.status !== 'active' && schedule.status !== 'awaiting_code')
        throw scheduleEnded();
      await setScheduleStatus(tx, id, 'cancelled');
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfer_schedule.cancelled',
        target: { type: 'transfer_schedule', id },
        ip: client.ip,
      });
      return (await scheduleResult(tx, id, 'scheduled', [], null)).schedule as Schedule;
    });
  }
}
