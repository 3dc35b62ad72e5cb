import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import { toMinor } from '../../../platform/database/money';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { MailService } from '../../../platform/mail/mail.service';
import { readSender } from '../data/transfer-records.queries';
import { TransferRecords } from '../lifecycle/transfer-records.service';
import { nextRunOn } from '../schedule-dates';
import { TransferStart } from '../start/transfer-start.service';
import { transferMail } from '../transfer-mail';
import { TransferPolicyService } from '../transfer-policy.service';
import type { TransferDraft } from '../transfer.types';
import { enqueueRun, JOB_SCHEDULE_EXPIRE, JOB_SCHEDULE_RUN } from './schedule-plan';
import { lockSchedule, recordRun, setScheduleStatus } from './schedules.queries';

/** A refused run's answer: the code and the customer's words. */
interface RunRefusal {
  code: string;
  message: string;
}

/** The schedule jobs: each run (a normal transfer on the day) and the expiry of an unconfirmed schedule. */
@Injectable()
export class ScheduleRuns implements OnModuleInit {
  constructor(
    private readonly start: TransferStart,
    private readonly records: TransferRecords,
    private readonly policy: TransferPolicyService,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JOB_SCHEDULE_RUN, (tx, payload) =>
      this.run(tx, String(payload.scheduleId), String(payload.runOn)),
    );
    this.jobs.register(JOB_SCHEDULE_EXPIRE, (tx, payload) =>
      this.expire(tx, String(payload.scheduleId)),
    );
  }

  /** One run: starts the day's transfer, records a refusal as a failed transfer, and plans the next run. */
  async run(tx: EntityManager, scheduleId: string, runOn: string): Promise<void> {
    const schedule = await lockSchedule(tx, scheduleId);
    if (!schedule || schedule.status !== 'active' || schedule.next_run_on !== runOn) return;
    const sender = await readSender(tx, schedule.user_id);
    if (!sender) return;
    const draft: TransferDraft = {
      sender,
      fromAccountId: schedule.from_account_id,
      recipient: schedule.recipient,
      amountMinor: toMinor(schedule.amount_minor),
      description: schedule.description,
      scheduleId,
      pinHash: null,
    };
    const bank = await this.policy.bankSettings(tx);
    const { stored } = await this.start.start(tx, draft, bank, null, undefined, true);
    if (stored.status >= 400)
      await this.records.recordRefusedRun(tx, draft, stored.body as RunRefusal);
    const runs = schedule.runs + 1;
    const next = nextRunOn(schedule, runs);
    await recordRun(tx, scheduleId, runs, next);
    if (next) await enqueueRun(this.jobs, tx, scheduleId, next);
  }

  /** A schedule still without its code a day after it was made is closed, and the customer told. */
  async expire(tx: EntityManager, scheduleId: string): Promise<void> {
    const schedule = await lockSchedule(tx, scheduleId);
    if (schedule?.status !== 'awaiting_code') return;
    await setScheduleStatus(tx, scheduleId, 'expired');
    await this.audit.record(tx, {
      actor: { id: null, role: 'system' },
      action: 'transfer_schedule.expired',
      target: { type: 'transfer_schedule', id: scheduleId },
    });
    const sender = await readSender(tx, schedule.user_id);
    if (!sender) return;
    await this.mail.send(
      transferMail.scheduleExpired(
        sender.email,
        sender.firstName,
        toMinor(schedule.amount_minor),
        schedule.recipient.name,
      ),
    );
  }
}
