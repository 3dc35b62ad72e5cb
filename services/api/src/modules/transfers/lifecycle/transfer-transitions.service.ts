import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { JobsService } from '../../../platform/jobs/jobs.service';
import { RecipientsService } from '../recipients.service';
import { TransferNotices } from '../transfer-notices';
import type { TransferRow } from '../transfer-row';
import type { Sender } from '../transfer.types';
import { recipientGone } from '../transfers.exception';
import type { TransfersException } from '../transfers.exception';
import {
  deliveryEffects,
  memoOf,
  releaseEffects,
  RETURNED,
  SETTLED,
  TO_REVIEW,
} from './transfer-effects';
import type { TransferEffects } from './transfer-effects';
import { followUpJob } from './transfer-jobs';
import type { MoveActor } from './transfer-moves.service';
import { TransferMoves } from './transfer-moves.service';
import { TransferRecords } from './transfer-records.service';

const SYSTEM: MoveActor = { id: null, role: 'system' };

/** What applying one move needs besides its effects. */
interface Move {
  actor: MoveActor;
  /** The customer who sent it (their name titles a Vaultline recipient's line). */
  sender?: Sender;
  reason?: string | null;
}

/**
 * Every move of a transfer after its start, inside the caller's transaction: each takes its effects
 * from transfer-effects and applies them in one order (money, status, lines, figures given back,
 * follow-up job, payee memory, notice).
 */
@Injectable()
export class TransferTransitions {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moves: TransferMoves,
    private readonly records: TransferRecords,
    private readonly recipients: RecipientsService,
    private readonly notices: TransferNotices,
    private readonly jobs: JobsService,
  ) {}

  /**
   * After the right step-up code: to review if the amount needs one, else on to the recipient. A
   * Vaultline number nobody can receive at fails now, its money back: the refusal is returned (not
   * thrown, so that the release commits) for the caller to answer with.
   */
  async confirm(
    tx: EntityManager,
    transfer: TransferRow,
    sender: Sender,
  ): Promise<TransfersException | null> {
    if (transfer.kind === 'internal' && transfer.recipient_account_id === null)
      return this.failUnmatched(tx, transfer, sender);
    const effects = transfer.needs_review ? TO_REVIEW : deliveryEffects('confirm', transfer.kind);
    await this.apply(tx, transfer, effects, { actor: sender, sender });
    return null;
  }

  /** A review approved: the held money moves on (posted for the customer who sent it). */
  approve(tx: EntityManager, transfer: TransferRow, sender: Sender): Promise<void> {
    return this.apply(tx, transfer, deliveryEffects('approve', transfer.kind), {
      actor: sender,
      sender,
    });
  }

  /** A review rejected: the held money goes back, the customer told why. */
  reject(
    tx: EntityManager,
    transfer: TransferRow,
    reason: string,
    staff: MoveActor,
  ): Promise<void> {
    return this.apply(tx, transfer, releaseEffects('reject', 'rejected'), { actor: staff, reason });
  }

  /** The customer gave up a transfer waiting for its code. */
  cancel(tx: EntityManager, transfer: TransferRow, customer: MoveActor): Promise<void> {
    const reason = 'Cancelled by you.';
    return this.apply(tx, transfer, releaseEffects('cancel', 'cancelled'), {
      actor: customer,
      reason,
    });
  }

  /** Nobody gave the code in time. */
  expire(tx: EntityManager, transfer: TransferRow): Promise<void> {
    const reason = 'It was not confirmed with the emailed code in time.';
    return this.apply(tx, transfer, releaseEffects('expire', 'cancelled'), {
      actor: SYSTEM,
      reason,
    });
  }

  /** The clearing network accepted the transfer. */
  settle(tx: EntityManager, transfer: TransferRow): Promise<void> {
    return this.apply(tx, transfer, SETTLED, { actor: SYSTEM });
  }

  /** The receiving bank returned the transfer. */
  returnToSender(tx: EntityManager, transfer: TransferRow): Promise<void> {
    const reason =
      'The receiving bank returned the transfer: it has no open account with this number. ' +
      'The money is back in your account.';
    return this.apply(tx, transfer, RETURNED, { actor: SYSTEM, reason });
  }

  /** A held transfer to a Vaultline number nobody can receive at: failed, the money back, the customer told why. */
  private async failUnmatched(
    tx: EntityManager,
    transfer: TransferRow,
    sender: Sender,
  ): Promise<TransfersException> {
    const refusal =
      (await this.recipients.unreachable(tx, transfer.user_id, transfer.recipient)) ??
      recipientGone();
    const reason = `${refusal.message} The money is back in your account.`;
    await this.apply(tx, transfer, releaseEffects('confirm', 'failed'), { actor: sender, reason });
    return refusal;
  }

  private async apply(
    tx: EntityManager,
    transfer: TransferRow,
    effects: TransferEffects,
    move: Move,
  ): Promise<void> {
    const reason = move.reason ?? null;
    const entryId = effects.move
      ? await this.moves.post(
          tx,
          transfer,
          effects.move,
          memoOf(effects.move, transfer.id, reason),
          move.actor,
        )
      : null;
    await this.records.setStatus(tx, transfer, effects, reason);
    if (effects.recipientLine && move.sender && entryId)
      await this.records.addRecipientLine(tx, transfer, move.sender, entryId);
    if (effects.givesBack) await this.records.giveBack(tx, transfer);
    const job = followUpJob(effects, transfer.id, this.config.settlementDelayMs);
    if (job) await this.jobs.enqueue(tx, job.kind, job.runAt, job.payload);
    if (effects.remembersPayee) await this.records.rememberPayee(tx, transfer);
    await this.tell(tx, transfer, effects, reason);
  }

  private async tell(
    tx: EntityManager,
    transfer: TransferRow,
    effects: TransferEffects,
    reason: string | null,
  ): Promise<void> {
    if (effects.notice === 'held') await this.notices.held(tx, transfer);
    if (effects.notice === 'delivered')
      await this.notices.delivered(
        tx,
        transfer,
        effects.transition === 'approve' ? 'approved' : 'sent',
      );
    if (effects.notice === 'rejected') await this.notices.rejected(tx, transfer, reason ?? '');
    if (effects.notice === 'returned') await this.notices.returned(tx, transfer, reason ?? '');
  }
}
