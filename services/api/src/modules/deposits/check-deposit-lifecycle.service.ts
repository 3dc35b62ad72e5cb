import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../../platform/jobs/jobs.service';
import { AchClock } from '../ach/ach-clock';
import { LedgerService } from '../ledger/ledger.service';
import type { InternalAccount } from '../ledger/ledger.types';
import { NotificationsService } from '../notifications/notifications.service';
import type { Notice } from '../notifications/notifications.service';
import { ActivityService } from '../transactions/activity.service';
import { JOB_RELEASE, JOB_RETURN } from './check-deposit-jobs';
import type { ReleasePart } from './check-deposit-jobs';
import * as texts from './check-deposit-texts';
import { lockDeposit, updateDeposit } from './check-deposits.queries';
import type { CheckDepositRow, DepositChange } from './check-deposits.queries';
import { CHECK_RETURN_AFTER_BUSINESS_DAYS, unpaidReason } from './paying-bank';

/** Who a posting is for: the staff member who approved, or the system (jobs). */
export interface DepositActor {
  id: string | null;
  role: string;
}

const SYSTEM: DepositActor = { id: null, role: 'system' };
type Place = 'customer' | Extract<InternalAccount, 'check_holds' | 'settlement'>;

/** What approving needs from the bank's settings. */
export interface HoldRules {
  nextDayMinor: number;
  holdBusinessDays: number;
}

/**
 * The one writer of a check deposit's facts once it exists: its status, its money through the
 * ledger (approved: settlement → check_holds; each part available: check_holds → the customer;
 * returned: back to settlement, from the customer for what was available, even below zero), the
 * customer's statement lines and notices.
 */
@Injectable()
export class CheckDepositLifecycle implements OnModuleInit {
  constructor(
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
    private readonly clock: AchClock,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JOB_RELEASE, (tx, payload) =>
      this.release(tx, String(payload.depositId), payload.part === 'rest' ? 'rest' : 'next_day'),
    );
    this.jobs.register(JOB_RETURN, (tx, payload) =>
      this.returnUnpaid(tx, String(payload.depositId), String(payload.reason)),
    );
  }

  wake(): void {
    this.notifications.wake();
    this.jobs.wake();
  }

  /** A change that moves no money (new photos asked for or sent, a first approval). */
  async change(tx: EntityManager, deposit: CheckDepositRow, change: DepositChange): Promise<void> {
    await updateDeposit(tx, deposit.id, change);
    const amount = Number(deposit.amount_minor);
    const note = change.staffNote ?? '';
    if (change.status === 'needs_image')
      await this.notify(tx, deposit, texts.needsImageNotice(deposit.check_number, note));
    if (change.status === 'rejected')
      await this.notify(tx, deposit, texts.rejectedNotice(amount, deposit.check_number, note));
  }

  /** Approved: the money is held, each part is queued to become available, an unpaid check to come back. */
  async approve(
    tx: EntityManager,
    deposit: CheckDepositRow,
    staff: DepositActor & { id: string },
    rules: HoldRules,
  ) {
    const amount = Number(deposit.amount_minor);
    const nextDayMinor = Math.min(rules.nextDayMinor, amount);
    const nextDayAt = this.clock.afterBusinessDays(1);
    const restMinor = amount - nextDayMinor;
    const restAt =
      restMinor > 0 ? this.clock.afterBusinessDays(Math.max(1, rules.holdBusinessDays)) : null;
    await this.post(tx, deposit, 'settlement', 'check_holds', amount, 'check', staff);
    await updateDeposit(tx, deposit.id, {
      status: 'approved',
      decidedBy: staff.id,
      nextDayMinor,
      nextDayAt,
      ...(restAt ? { restAt } : {}),
    });
    if (nextDayMinor > 0) await this.queueRelease(tx, deposit.id, 'next_day', nextDayAt);
    if (restAt) await this.queueRelease(tx, deposit.id, 'rest', restAt);
    const reason = unpaidReason(deposit.micr_account);
    if (reason) {
      const at = this.clock.afterBusinessDays(CHECK_RETURN_AFTER_BUSINESS_DAYS);
      await this.jobs.enqueue(tx, JOB_RETURN, at, { depositId: deposit.id, reason });
    }
    const availability = { nextDayMinor, nextDayAt, restMinor, restAt };
    await this.notify(
      tx,
      deposit,
      texts.approvedNotice(amount, deposit.check_number, availability),
    );
  }

  private queueRelease(tx: EntityManager, depositId: string, part: ReleasePart, at: Date) {
    return this.jobs.enqueue(tx, JOB_RELEASE, at, { depositId, part });
  }

  /** A part of an approved check becomes available (nothing to do if it came back first). */
  async release(tx: EntityManager, depositId: string, part: ReleasePart) {
    const deposit = await lockDeposit(tx, depositId);
    if (deposit?.status !== 'approved') return () => Promise.resolve(this.wake());
    const amount = Number(deposit.amount_minor);
    const released = Number(deposit.released_minor);
    const nextDay = Number(deposit.next_day_minor);
    const portion = part === 'next_day' ? Math.max(0, nextDay - released) : amount - released;
    if (portion <= 0) return () => Promise.resolve(this.wake());
    const entryId = await this.post(tx, deposit, 'check_holds', 'customer', portion, 'check');
    const releasedMinor = released + portion;
    const all = releasedMinor === amount;
    await updateDeposit(tx, deposit.id, { releasedMinor, ...(all ? { status: 'available' } : {}) });
    await this.line(tx, deposit, entryId, portion, texts.depositLineTitle(deposit.check_number));
    const which = !all ? 'part' : released > 0 ? 'rest' : 'all';
    await this.notify(tx, deposit, texts.availableNotice(portion, deposit.check_number, which));
    return () => Promise.resolve(this.wake());
  }

  /** The paying bank did not pay: what was available is taken back (even below zero), the rest leaves the hold. */
  async returnUnpaid(tx: EntityManager, depositId: string, reason: string) {
    const deposit = await lockDeposit(tx, depositId);
    if (deposit?.status !== 'approved' && deposit?.status !== 'available')
      return () => Promise.resolve(this.wake());
    const amount = Number(deposit.amount_minor);
    const released = Number(deposit.released_minor);
    let entryId: string | null = null;
    if (released > 0)
      entryId = await this.post(tx, deposit, 'customer', 'settlement', released, 'deposit_return');
    if (amount > released)
      await this.post(tx, deposit, 'check_holds', 'settlement', amount - released, 'return');
    await updateDeposit(tx, deposit.id, { status: 'returned', returnReason: reason });
    if (released > 0)
      await this.line(
        tx,
        deposit,
        entryId,
        -released,
        texts.returnLineTitle(deposit.check_number, reason),
      );
    const balance =
      (await this.ledger.dailyNet(tx, deposit.account_id, new Date()))?.balanceMinor ?? 0;
    await this.notify(
      tx,
      deposit,
      texts.returnedNotice(amount, deposit.check_number, reason, balance),
    );
    return () => Promise.resolve(this.wake());
  }

  private async post(
    tx: EntityManager,
    deposit: CheckDepositRow,
    from: Place,
    to: Place,
    amountMinor: number,
    kind: 'check' | 'return' | 'deposit_return',
    actor: DepositActor = SYSTEM,
  ): Promise<string> {
    const place = (p: Place) =>
      p === 'customer' ? Promise.resolve(deposit.account_id) : this.ledger.internalAccount(tx, p);
    const { entryId } = await this.ledger.post(tx, {
      kind,
      memo: `Check deposit ${deposit.id}`,
      actor,
      moves: [{ from: await place(from), to: await place(to), amountMinor }],
    });
    return entryId;
  }

  private async line(
    tx: EntityManager,
    deposit: CheckDepositRow,
    entryId: string | null,
    amountMinor: number,
    title: string,
  ): Promise<void> {
    await this.activity.record(tx, [
      {
        accountId: deposit.account_id,
        userId: deposit.user_id,
        entryId,
        transferId: deposit.id,
        type: amountMinor < 0 ? 'debit' : 'credit',
        title,
        category: 'Deposit',
        amountMinor,
        status: 'completed',
      },
    ]);
  }

  private notify(tx: EntityManager, deposit: CheckDepositRow, notice: Notice) {
    return this.notifications.notify(tx, deposit.user_id, notice);
  }
}
