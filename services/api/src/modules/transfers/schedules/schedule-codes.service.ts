import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MessageResponse, TransferResult } from '@vaultline/contracts';
import { throttled } from '../../../platform/auth/auth.exception';
import { toMinor } from '../../../platform/database/money';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { MailService } from '../../../platform/mail/mail.service';
import { CODE_SENDS, ThrottleService } from '../../../platform/throttle/throttle.service';
import { StepUpService } from '../../identity/step-up.service';
import type { AuthContext } from '../../users/auth-context';
import { RecipientsService } from '../recipients.service';
import { codeBinding } from '../start/code-binding';
import { codeForAnother, scheduleNotAwaitingCode, scheduleNotFound } from '../transfers.exception';
import { enqueueRun, openScheduleStepUp, scheduleResult } from './schedule-plan';
import { lockSchedule, setScheduleStatus } from './schedules.queries';

/** A schedule's step-up: confirmed with its code, or a new code sent. */
@Injectable()
export class ScheduleCodes {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stepUps: StepUpService,
    private readonly recipients: RecipientsService,
    private readonly jobs: JobsService,
    private readonly throttles: ThrottleService,
    private readonly mail: MailService,
  ) {}

  /**
   * Confirms a schedule with its code (emailed, or the app's). Errors: the code errors,
   * TRANSFERS_NOT_FOUND, TRANSFERS_NOT_AWAITING_CODE; after the code, the recipient errors for a
   * Vaultline number nobody can receive at (the schedule stays unconfirmed and expires).
   */
  async verify(auth: AuthContext, id: string, code: string): Promise<TransferResult> {
    const proof = await this.stepUps.check(auth.user.id, 'transfer_step_up', code);
    const checked = proof.challenge;
    return this.db.transaction(async (tx) => {
      const schedule = await lockSchedule(tx, id, auth.user.id);
      if (!schedule) throw scheduleNotFound();
      if (schedule.status !== 'awaiting_code') throw scheduleNotAwaitingCode();
      const binding = codeBinding(
        'schedule',
        id,
        toMinor(schedule.amount_minor),
        schedule.recipient,
      );
      if (checked.context.kind !== 'schedule' || checked.context.binding !== binding)
        throw codeForAnother();
      const unreachable = await this.recipients.unreachable(tx, auth.user.id, schedule.recipient);
      if (unreachable) throw unreachable;
      await this.stepUps.spend(tx, proof, 'transfer_step_up');
      await setScheduleStatus(tx, id, 'active');
      await this.recipients.remember(tx, auth.user.id, schedule.recipient);
      await enqueueRun(this.jobs, tx, id, schedule.next_run_on as string);
      return scheduleResult(tx, id, 'scheduled', [], null);
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
      const schedule = await lockSchedule(tx, id, auth.user.id);
      if (!schedule) throw scheduleNotFound();
      if (schedule.status !== 'awaiting_code') throw scheduleNotAwaitingCode();
      return openScheduleStepUp(this.stepUps, tx, auth.user, schedule);
    });
    if (!mail) return { message: 'Enter the code your authenticator app shows now.' };
    await this.mail.send(mail);
    return { message: 'We emailed you a new code. It works for 5 minutes.' };
  }
}
