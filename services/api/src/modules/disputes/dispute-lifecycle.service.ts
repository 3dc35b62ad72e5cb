import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import type { Notice } from '../notifications/notice.types';
import { NotificationsService } from '../notifications/notifications.service';
import { ActivityService } from '../transactions/activity.service';
import { reversalDay } from './dispute-clock';
import * as texts from './dispute-texts';
import { insertEvent, updateDispute } from './disputes.queries';
import type { DisputeChange, DisputeRow, NewEvent } from './disputes.queries';

/** Who moves a dispute on: a staff member, the customer, or the clock (system). */
export interface DisputeActor {
  id: string | null;
  role: string;
}

export const CLOCK: DisputeActor = { id: null, role: 'system' };

/**
 * The one writer of a dispute's facts once it exists: its status and clock, its money through the
 * ledger (a credit: dispute_credits → the customer, provisional until granted; taken back:
 * the customer → dispute_credits, even below zero), the customer's history lines, the events and
 * the notices.
 */
@Injectable()
export class DisputeLifecycle {
  constructor(
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A change, its event, and the customer told (when a notice is given). */
  async step(
    tx: EntityManager,
    dispute: DisputeRow,
    change: DisputeChange,
    event: NewEvent,
    notice: Notice | null,
  ): Promise<DisputeRow> {
    const updated =
      Object.keys(change).length > 0 ? await updateDispute(tx, dispute.id, change) : dispute;
    await insertEvent(tx, dispute.id, event);
    if (notice) await this.notifications.notify(tx, dispute.user_id, notice);
    return updated;
  }

  /** Credits the amount: provisionally (while open) or as the final credit of a granted dispute. */
  async credit(tx: EntityManager, dispute: DisputeRow, provisional: boolean, actor: DisputeActor) {
    const amount = Number(dispute.amount_minor);
    const entryId = await this.post(tx, dispute, 'dispute_credit', amount, actor);
    const [lineId] = await this.activity.record(tx, [
      {
        accountId: dispute.account_id,
        userId: dispute.user_id,
        entryId,
        transferId: dispute.id,
        type: 'credit',
        title: texts.CREDIT_TITLE,
        description: texts.creditDescription(dispute.counterparty, provisional),
        category: 'Dispute',
        amountMinor: amount,
        status: provisional ? 'pending' : 'completed',
      },
    ]);
    const text = texts.creditEvent(amount, provisional);
    const notice = texts.updateNotice(dispute.id, 'A dispute credit was posted', text);
    const change = { creditedMinor: amount, creditedAt: new Date(), creditLineId: lineId };
    return this.step(
      tx,
      dispute,
      change,
      { kind: 'provisional_credit', text, actorId: actor.id },
      notice,
    );
  }

  /** Granted: the provisional credit becomes final, or the credit is posted now as final. */
  async grant(
    tx: EntityManager,
    dispute: DisputeRow,
    staff: DisputeActor & { id: string },
    note: string,
  ) {
    let row = dispute;
    if (Number(row.credited_minor) === 0) row = await this.credit(tx, row, false, staff);
    else {
      await this.activity.setTransferStatus(tx, row.id, 'completed');
      await this.activity.describeTransfer(
        tx,
        row.id,
        texts.madeFinalDescription(row.counterparty),
      );
    }
    const text = texts.grantedEvent(Number(row.amount_minor), note);
    const change = {
      status: 'granted' as const,
      decidedBy: staff.id,
      decidedAt: new Date(),
      decisionNote: note,
    };
    const notice = texts.updateNotice(row.id, 'Your dispute was granted', text);
    return this.step(tx, row, change, { kind: 'granted', text, actorId: staff.id }, notice);
  }

  /** Denied: a provisional credit is taken back 5 business days after this notice. */
  async deny(
    tx: EntityManager,
    dispute: DisputeRow,
    staff: DisputeActor & { id: string },
    note: string,
  ) {
    const credited = Number(dispute.credited_minor);
    const reversalOn = credited > 0 ? reversalDay(new Date()) : null;
    const text = texts.deniedEvent(note, credited, reversalOn);
    const change = {
      status: 'denied' as const,
      decidedBy: staff.id,
      decidedAt: new Date(),
      decisionNote: note,
      reversalOn,
    };
    const notice = texts.updateNotice(dispute.id, 'Your dispute was not upheld', text);
    return this.step(tx, dispute, change, { kind: 'denied', text, actorId: staff.id }, notice);
  }

  /** Takes a provisional credit back (a denied dispute after its notice, or one withdrawn). */
  async reverse(
    tx: EntityManager,
    dispute: DisputeRow,
    actor: DisputeActor,
    change: DisputeChange = {},
  ) {
    const amount = Number(dispute.credited_minor) - Number(dispute.reversed_minor);
    if (amount <= 0) return updateDispute(tx, dispute.id, change);
    const entryId = await this.post(tx, dispute, 'dispute_reversal', amount, actor);
    await this.activity.setTransferStatus(tx, dispute.id, 'reversed');
    await this.activity.record(tx, [
      {
        accountId: dispute.account_id,
        userId: dispute.user_id,
        entryId,
        transferId: dispute.id,
        type: 'debit',
        title: texts.REVERSAL_TITLE,
        description: texts.reversalDescription(dispute.counterparty),
        category: 'Dispute',
        amountMinor: -amount,
        status: 'completed',
        reversalOf: dispute.credit_line_id,
      },
    ]);
    const text = texts.reversedEvent(amount);
    const notice = texts.updateNotice(dispute.id, 'A dispute credit was taken back', text);
    const reversed = { ...change, reversedMinor: Number(dispute.reversed_minor) + amount };
    return this.step(tx, dispute, reversed, { kind: 'reversed', text, actorId: actor.id }, notice);
  }

  private async post(
    tx: EntityManager,
    dispute: DisputeRow,
    kind: 'dispute_credit' | 'dispute_reversal',
    amountMinor: number,
    actor: DisputeActor,
  ): Promise<string> {
    const bank = await this.ledger.internalAccount(tx, 'dispute_credits');
    const [from, to] =
      kind === 'dispute_credit' ? [bank, dispute.account_id] : [dispute.account_id, bank];
    const memo = `Dispute ${dispute.id}: ${kind === 'dispute_credit' ? 'credit' : 'credit taken back'}`;
    const { entryId } = await this.ledger.post(tx, {
      kind,
      memo,
      actor,
      moves: [{ from, to, amountMinor }],
    });
    return entryId;
  }
}
