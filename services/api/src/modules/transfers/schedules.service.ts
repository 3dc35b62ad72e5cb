import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  MessageResponse,
  Schedule,
  SecondFactorMethod,
  TransferResult,
  TransferTiming,
} from '@vaultline/contracts';
import { AuthErrorCode, TransfersErrorCode } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException, throttled } from '../../platform/auth/auth.exception';
import { MailMessage, MailService } from '../../platform/mail/mail.service';
import { CODE_SENDS, ThrottleService } from '../../platform/throttle/throttle.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../users/auth-context';
import { StepUpService } from '../identity/step-up.service';
import { maskEmail } from '../identity/sign-in.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { toMinor } from '../../platform/database/money';
import { JobsService } from '../../platform/jobs/jobs.service';
import { ActivityService } from '../transactions/activity.service';
import { NAME_MISMATCH_WARNING, RecipientsService } from './recipients.service';
import { addDays, nextRunOn, runAt, SCHEDULE_HORIZON_DAYS } from './schedule-dates';
import { codeBinding } from './start/code-binding';
import { TransferStart } from './start/transfer-start.service';
import type { TransferDraft, TransitionResult } from './transfer.types';
import { transferMail } from './transfer-mail';
import {
  BankSettings,
  today,
  TransferPolicyService,
  TransferSettings,
} from './transfer-policy.service';
import { ScheduleRow, SENDER_SQL, SenderRow, toSchedule } from './transfer-row';
import { TransfersException } from './transfers.exception';
import { needsStepUp } from './transfer-decision';
import { sqlFirst, sqlRows, sqlRun } from '../../platform/database/sql';

export const JOB_SCHEDULE_RUN = 'schedule.run';
export const JOB_SCHEDULE_EXPIRE = 'schedule.expire';
/** How long a schedule waits for its code (resends included) before it is closed as expired. */
export const SCHEDULE_CODE_WAIT_MS = 24 * 60 * 60 * 1000;

/** A refused run's answer: the code and the customer's words. */
interface Refusal {
  code: string;
  message: string;
}
const COLUMNS =
  's.id, s.user_id, s.from_account_id, s.recipient, s.amount_minor, s.description, s.frequency, s.start_date, s.end_date, s.next_run_on, s.status, s.runs, s.created_at';

function notAwaitingCode(): TransfersException {
  return new TransfersException(
    TransfersErrorCode.NOT_AWAITING_CODE,
    'This schedule is not waiting for a code.',
  );
}

function scheduleNotFound(): TransfersException {
  return new TransfersException(TransfersErrorCode.NOT_FOUND, 'No such scheduled transfer.');
}

/** The first run day of a timing, checked. Errors: TRANSFERS_DATE_INVALID. */
function firstRun(timing: Exclude<TransferTiming, { type: 'immediate' }>): {
  frequency: Schedule['frequency'];
  start: string;
  end: string | null;
} {
  const now = today();
  const latest = addDays(now, SCHEDULE_HORIZON_DAYS);
  const invalid = (message: string) =>
    new TransfersException(TransfersErrorCode.DATE_INVALID, message);
  if (timing.type === 'scheduled') {
    if (timing.date <= now)
      throw invalid('Choose a date after today for a scheduled transfer (or send it now).');
    if (timing.date > latest) throw invalid('Transfers can be scheduled at most a year ahead.');
    return { frequency: 'once', start: timing.date, end: null };
  }
  if (timing.startDate < now || timing.startDate > latest)
    throw invalid('The first transfer must be today or within a year.');
  if (timing.endDate && timing.endDate < timing.startDate)
    throw invalid('The end date must be after the start date.');
  return { frequency: timing.frequency, start: timing.startDate, end: timing.endDate ?? null };
}

/**
 * Scheduled (once, on a date) and recurring (weekly, bi-weekly, monthly) transfers. The PIN and,
 * when needed, the step-up code are given when the schedule is made; each run is a job that
 * starts a normal transfer (limits, funds and reviews apply on the day).
 */
@Injectable()
export class SchedulesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly start: TransferStart,
    private readonly recipients: RecipientsService,
    private readonly policy: TransferPolicyService,
    private readonly activity: ActivityService,
    private readonly stepUps: StepUpService,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
    private readonly throttles: ThrottleService,
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

  async create(
    tx: EntityManager,
    draft: TransferDraft,
    timing: Exclude<TransferTiming, { type: 'immediate' }>,
    settings: TransferSettings,
    bank: BankSettings,
  ): Promise<TransitionResult> {
    const { frequency, start, end } = firstRun(timing);
    const checked = this.start.check(await this.start.context(tx, draft), draft);
    const resolved = checked.resolved;
    const stepUp = needsStepUp({
      amountMinor: draft.amountMinor,
      knownRecipient: checked.found.known,
      settings,
      bank,
    });
    const [row] = await sqlRows<ScheduleRow>(
      tx,
      `INSERT INTO transfer_schedules AS s (user_id, from_account_id, recipient, amount_minor, description, frequency, start_date, end_date, next_run_on, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9) RETURNING ${COLUMNS}`,
      [
        draft.sender.id,
        draft.fromAccountId,
        JSON.stringify(draft.recipient),
        draft.amountMinor,
        draft.description,
        frequency,
        start,
        end,
        stepUp ? 'awaiting_code' : 'active',
      ],
    );
    const warnings = resolved.nameMismatch ? [NAME_MISMATCH_WARNING] : [];
    if (!stepUp) {
      await this.enqueueRun(tx, row.id, start);
      return { result: await this.result(tx, row.id, 'scheduled', warnings, null), mail: null };
    }
    await this.jobs.enqueue(tx, JOB_SCHEDULE_EXPIRE, new Date(Date.now() + SCHEDULE_CODE_WAIT_MS), {
      scheduleId: row.id,
    });
    const { method, mail } = await this.openStepUp(tx, draft.sender, row);
    const sentTo = method === 'email' ? maskEmail(draft.sender.email) : null;
    return {
      result: await this.result(tx, row.id, 'awaiting_code', warnings, { sentTo, method }),
      mail,
    };
  }

  async list(userId: string): Promise<Schedule[]> {
    const rows = await sqlRows<ScheduleRow>(
      this.db,
      `SELECT ${COLUMNS}, a.name AS from_account_name FROM transfer_schedules s JOIN ledger_accounts a ON a.id = s.from_account_id
       WHERE s.user_id = $1 ORDER BY (s.status IN ('active', 'awaiting_code')) DESC, s.next_run_on, s.created_at DESC LIMIT 200`,
      [userId],
    );
    return rows.map(toSchedule);
  }

  /**
   * Confirms a schedule with its code (emailed, or the app's). Errors: the code errors,
   * TRANSFERS_NOT_FOUND, TRANSFERS_NOT_AWAITING_CODE; after the code, the recipient errors for a
   * Vaultline number nobody can receive at (the schedule stays unconfirmed and expires).
   */
  async verify(auth: AuthContext, id: string, code: string): Promise<TransferResult> {
    const proof = await this.stepUps.check(auth.user.id, 'transfer_step_up', code);
    const checked = proof.challenge;
    return this.db.transaction(async (tx) => {
      const schedule = await this.lockOwn(tx, auth.user.id, id);
      if (schedule.status !== 'awaiting_code') throw notAwaitingCode();
      if (
        checked.context.kind !== 'schedule' ||
        checked.context.binding !==
          codeBinding('schedule', id, toMinor(schedule.amount_minor), schedule.recipient)
      ) {
        throw new AuthException(
          AuthErrorCode.CODE_INVALID,
          'This code belongs to another transfer. Use the newest code we emailed for this one.',
        );
      }
      const unreachable = await this.recipients.unreachable(tx, auth.user.id, schedule.recipient);
      if (unreachable) throw unreachable;
      await this.stepUps.spend(tx, proof, 'transfer_step_up');
      await sqlRun(
        tx,
        "UPDATE transfer_schedules SET status = 'active', updated_at = now() WHERE id = $1",
        [id],
      );
      await this.recipients.remember(tx, auth.user.id, schedule.recipient);
      await this.enqueueRun(tx, id, schedule.next_run_on as string);
      return this.result(tx, id, 'scheduled', [], null);
    });
  }

  /**
   * Emails a new code for a schedule awaiting one (the first send and 3 more per 15 minutes).
   * Errors: TRANSFERS_NOT_FOUND, TRANSFERS_NOT_AWAITING_CODE, AUTH_THROTTLED.
   */
  async resendCode(auth: AuthContext, id: string): Promise<MessageResponse> {
    const claim = await this.throttles.claim(`code-send:schedule:${id}`, CODE_SENDS);
    if (!claim.allowed) throw throttled(claim.retryAfterS);
    const { mail } = await this.db.transaction(async (tx) => {
      const schedule = await this.lockOwn(tx, auth.user.id, id);
      if (schedule.status !== 'awaiting_code') throw notAwaitingCode();
      return this.openStepUp(tx, auth.user, schedule);
    });
    if (!mail) return { message: 'Enter the code your authenticator app shows now.' };
    await this.mail.send(mail);
    return { message: 'We emailed you a new code. It works for 5 minutes.' };
  }

  /** The expiry job: a schedule still without its code a day after it was made is closed, and the customer told. */
  async expire(tx: EntityManager, scheduleId: string): Promise<void> {
    const schedule = await sqlFirst<ScheduleRow>(
      tx,
      `SELECT ${COLUMNS} FROM transfer_schedules s WHERE s.id = $1 FOR UPDATE`,
      [scheduleId],
    );
    if (schedule?.status !== 'awaiting_code') return;
    await sqlRun(
      tx,
      "UPDATE transfer_schedules SET status = 'expired', updated_at = now() WHERE id = $1",
      [scheduleId],
    );
    await this.audit.record(tx, {
      actor: { id: null, role: 'system' },
      action: 'transfer_schedule.expired',
      target: { type: 'transfer_schedule', id: scheduleId },
    });
    const user = await sqlFirst<SenderRow>(tx, SENDER_SQL, [schedule.user_id]);
    if (!user) return;
    await this.mail.send(
      transferMail.scheduleExpired(
        user.email,
        user.first_name,
        toMinor(schedule.amount_minor),
        schedule.recipient.name,
      ),
    );
  }

  /** Errors: TRANSFERS_NOT_FOUND, TRANSFERS_NOT_CANCELLABLE. */
  async cancel(auth: AuthContext, id: string, client: ClientInfo): Promise<Schedule> {
    return this.db.transaction(async (tx) => {
      const schedule = await this.lockOwn(tx, auth.user.id, id);
      if (schedule.status !== 'active' && schedule.status !== 'awaiting_code') {
        throw new TransfersException(
          TransfersErrorCode.NOT_CANCELLABLE,
          'This schedule has already ended.',
        );
      }
      await sqlRun(
        tx,
        "UPDATE transfer_schedules SET status = 'cancelled', updated_at = now() WHERE id = $1",
        [id],
      );
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'transfer_schedule.cancelled',
        target: { type: 'transfer_schedule', id },
        ip: client.ip,
      });
      return (await this.result(tx, id, 'scheduled', [], null)).schedule as Schedule;
    });
  }

  /** One run (a job): starts the day's transfer, records a refusal as a failed transfer, and plans the next run. */
  async run(tx: EntityManager, scheduleId: string, runOn: string): Promise<void> {
    const schedule = await sqlFirst<ScheduleRow>(
      tx,
      `SELECT ${COLUMNS} FROM transfer_schedules s WHERE s.id = $1 FOR UPDATE`,
      [scheduleId],
    );
    if (!schedule || schedule.status !== 'active' || schedule.next_run_on !== runOn) return;
    const user = await sqlFirst<SenderRow>(tx, SENDER_SQL, [schedule.user_id]);
    if (!user) return;
    const draft: TransferDraft = {
      sender: {
        id: user.id,
        role: user.role,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
      },
      fromAccountId: schedule.from_account_id,
      recipient: schedule.recipient,
      amountMinor: toMinor(schedule.amount_minor),
      description: schedule.description,
      scheduleId,
      pinHash: null,
    };
    const { stored } = await this.start.start(
      tx,
      draft,
      await this.policy.bankSettings(tx),
      null,
      undefined,
      true,
    );
    if (stored.status >= 400) await this.recordFailedRun(tx, draft, stored.body as Refusal);
    const runs = schedule.runs + 1;
    const next = nextRunOn(schedule, runs);
    await sqlRun(
      tx,
      'UPDATE transfer_schedules SET runs = $2, next_run_on = $3, status = $4, updated_at = now() WHERE id = $1',
      [scheduleId, runs, next, next ? 'active' : 'finished'],
    );
    if (next) await this.enqueueRun(tx, scheduleId, next);
  }

  private async recordFailedRun(
    tx: EntityManager,
    draft: TransferDraft,
    error: Refusal,
  ): Promise<void> {
    const kind =
      draft.recipient.routingNumber === this.config.routingNumber ? 'internal' : 'external';
    const [transfer] = await sqlRows<{ id: string }>(
      tx,
      `INSERT INTO transfers (user_id, from_account_id, kind, recipient, amount_minor, description, status, failure_code, failure_reason, schedule_id, counted_on, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'failed', $7, $8, $9, $10, now()) RETURNING id`,
      [
        draft.sender.id,
        draft.fromAccountId,
        kind,
        JSON.stringify(draft.recipient),
        draft.amountMinor,
        draft.description,
        error.code,
        error.message,
        draft.scheduleId,
        today(),
      ],
    );
    await this.activity.record(tx, [
      {
        accountId: draft.fromAccountId,
        userId: draft.sender.id,
        entryId: null,
        transferId: transfer.id,
        type: 'transfer',
        title: `Scheduled transfer to ${draft.recipient.name}`,
        description: `Not sent: ${error.message}`,
        category: 'Transfer',
        amountMinor: -draft.amountMinor,
        status: 'failed',
      },
    ]);
  }

  /**
   * A new step-up for a schedule, bound to its amount and recipient: how it is answered, and the
   * mail that carries its code (none when the authenticator app answers it).
   */
  private async openStepUp(
    tx: EntityManager,
    sender: { id: string; email: string; firstName: string },
    schedule: Pick<ScheduleRow, 'id' | 'amount_minor' | 'recipient'>,
  ): Promise<{ method: SecondFactorMethod; mail: MailMessage | null }> {
    const amountMinor = toMinor(schedule.amount_minor);
    const binding = codeBinding('schedule', schedule.id, amountMinor, schedule.recipient);
    const opened = await this.stepUps.open(tx, sender.id, 'transfer_step_up', {
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

  private async enqueueRun(tx: EntityManager, scheduleId: string, runOn: string): Promise<void> {
    await this.jobs.enqueue(tx, JOB_SCHEDULE_RUN, runAt(runOn, today()), { scheduleId, runOn });
  }

  private async lockOwn(tx: EntityManager, userId: string, id: string): Promise<ScheduleRow> {
    const row = await sqlFirst<ScheduleRow>(
      tx,
      `SELECT ${COLUMNS} FROM transfer_schedules s WHERE s.id = $1 AND s.user_id = $2 FOR UPDATE`,
      [id, userId],
    );
    if (!row) throw scheduleNotFound();
    return row;
  }

  private async result(
    tx: EntityManager,
    id: string,
    outcome: TransferResult['outcome'],
    warnings: string[],
    code: { sentTo: string | null; method: SecondFactorMethod } | null,
  ): Promise<TransferResult> {
    const [row] = await sqlRows<ScheduleRow>(
      tx,
      `SELECT ${COLUMNS}, a.name AS from_account_name FROM transfer_schedules s JOIN ledger_accounts a ON a.id = s.from_account_id WHERE s.id = $1`,
      [id],
    );
    return {
      outcome,
      transfer: null,
      schedule: toSchedule(row),
      warnings,
      reviewTime: null,
      codeSentTo: code?.sentTo ?? null,
      codeMethod: code?.method ?? null,
    };
  }
}
