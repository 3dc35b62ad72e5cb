import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobsService } from '../../platform/jobs/jobs.service';
import { LedgerService } from '../ledger/ledger.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ActivityService } from '../transactions/activity.service';
import type { ActivityLine } from '../transactions/activity.service';
import { AchClock } from './ach-clock';
import { AVAILABLE_MONEY, isMoneyOut, ORIGINATE_MONEY, returnMoney, ruleFor } from './ach-effects';
import type { AchMoney, AchMove, AchPlace } from './ach-effects';
import { insertEntries, setEntryStatus } from './ach-entries.queries';
import type { AchEntryRow, NewEntry } from './ach-entries.queries';
import { JOB_MAKE_AVAILABLE, JOB_SEND_FILE, SETTLE_AFTER_BUSINESS_DAYS } from './ach-jobs';
import { AchOutcomes } from './ach-outcomes.service';
import * as texts from './ach-texts';
import { endLink, setMicroArrival } from './linked-accounts.queries';
import type { LinkedAccountRow } from './linked-accounts.queries';

/** Who an entry's posting is for: the customer who asked, or the system (jobs). */
export interface AchActor {
  id: string | null;
  role: string;
}

/** A new entry, with the last four digits of the account at the other bank (for its line). */
export type Outgoing = NewEntry & { accountNumberLast4: string };

const SYSTEM: AchActor = { id: null, role: 'system' };
const CATEGORY = 'Transfer';

/** What a later move needs of an entry: its row as read under lock. */
type Entry = Pick<
  AchEntryRow,
  | 'id'
  | 'user_id'
  | 'account_id'
  | 'purpose'
  | 'amount_minor'
  | 'status'
  | 'account_number'
  | 'linked_account_id'
  | 'holder_name'
>;

/**
 * The one writer of every ACH entry's facts: its status, its money (through the ledger, per
 * ach-effects), the customer's statement lines and notices. Sending, settling, availability and
 * returns all go through here. A bill payment's notices are bill pay's: it hears the entry's
 * settlement and return through AchOutcomes, in the same transaction.
 */
@Injectable()
export class AchLifecycle {
  constructor(
    private readonly ledger: LedgerService,
    private readonly activity: ActivityService,
    private readonly notifications: NotificationsService,
    private readonly jobs: JobsService,
    private readonly clock: AchClock,
    private readonly outcomes: AchOutcomes,
  ) {}

  /** Sends the notices written in committed transactions now, not at the next poll. */
  wake(): void {
    this.notifications.wake();
  }

  /**
   * A new link's two micro-deposits of 1–99 random cents and one withdrawal of both, in the next
   * file; the customer is told when they arrive. Answers that time.
   */
  async sendMicroDeposits(tx: EntityManager, link: LinkedAccountRow): Promise<Date> {
    const amounts = [randomInt(1, 100), randomInt(1, 100)];
    const last4 = link.account_number.slice(-4);
    const base = {
      userId: link.user_id,
      linkedAccountId: link.id,
      accountId: null,
      availableAt: null,
      accountNumberLast4: last4,
    };
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    const entries: Outgoing[] = [
      ...amounts.map((amountMinor) => ({
        ...base,
        purpose: 'micro_deposit' as const,
        amountMinor,
      })),
      { ...base, purpose: 'micro_withdrawal', amountMinor: total },
    ];
    await this.originate(tx, entries, { id: link.user_id, role: 'customer' });
    const arriveAt = this.clock.afterBusinessDays(SETTLE_AFTER_BUSINESS_DAYS);
    await setMicroArrival(tx, link.id, arriveAt);
    await this.notifications.notify(tx, link.user_id, texts.microDepositsNotice(last4, arriveAt));
    return arriveAt;
  }

  /**
   * Writes new entries and posts their first money (a push leaves the account now, a pull is
   * held); queues the next file and each pull's end of hold. Errors: the ledger's refusals.
   */
  async originate(tx: EntityManager, entries: Outgoing[], actor: AchActor): Promise<string[]> {
    const ids = await insertEntries(tx, entries);
    for (const [index, entry] of entries.entries()) {
      const id = ids[index] as string;
      const row = { id, account_id: entry.accountId, amount_minor: String(entry.amountMinor) };
      const entryId = await this.post(tx, ORIGINATE_MONEY[entry.purpose], row, actor);
      if (isMoneyOut(entry.purpose) && entry.accountId) {
        const title =
          entry.purpose === 'bill_payment' && entry.payee
            ? texts.billPaymentTitle(entry.payee.name, entry.accountNumberLast4)
            : texts.pushTitle(entry.accountNumberLast4);
        await this.activity.record(tx, [
          this.line(
            entry.userId,
            entry.accountId,
            id,
            entryId,
            -entry.amountMinor,
            title,
            'pending',
          ),
        ]);
      }
      if (entry.purpose === 'pull' && entry.availableAt)
        await this.jobs.enqueue(tx, JOB_MAKE_AVAILABLE, entry.availableAt, { entryId: id });
    }
    await this.jobs.enqueue(tx, JOB_SEND_FILE, new Date(), {});
    return ids;
  }

  /** Moves a locked entry on (settled, available, returned); a move its status does not allow is a bug. */
  async move(
    tx: EntityManager,
    entry: Entry,
    move: Exclude<AchMove, 'originate'>,
    code?: string,
  ): Promise<void> {
    const rule = ruleFor(entry.purpose, move);
    if (!rule || !rule.from.includes(entry.status))
      throw new Error(`ACH entry ${entry.id}: no ${move} from ${entry.status}`);
    const money =
      move === 'make_available'
        ? AVAILABLE_MONEY
        : move === 'return'
          ? returnMoney(entry.purpose, entry.status)
          : null;
    const entryId = money ? await this.post(tx, money, entry, SYSTEM) : null;
    await setEntryStatus(tx, entry.id, rule.to, move === 'return' ? (code ?? null) : null);
    if (move === 'settle' && isMoneyOut(entry.purpose))
      await this.activity.setTransferStatus(tx, entry.id, 'completed');
    if (move === 'make_available') await this.madeAvailable(tx, entry, entryId);
    if (move === 'return') await this.returned(tx, entry, entryId, code ?? '');
    if (move !== 'make_available')
      await this.outcomes.tell(tx, entry.purpose, {
        entryId: entry.id,
        userId: entry.user_id,
        move,
        returnCode: move === 'return' ? (code ?? '') : null,
      });
  }

  private async madeAvailable(
    tx: EntityManager,
    entry: Entry,
    entryId: string | null,
  ): Promise<void> {
    const amount = Number(entry.amount_minor);
    const last4 = entry.account_number.slice(-4);
    const accountId = entry.account_id as string;
    await this.activity.record(tx, [
      this.line(
        entry.user_id,
        accountId,
        entry.id,
        entryId,
        amount,
        texts.pullTitle(last4),
        'completed',
      ),
    ]);
    await this.notifications.notify(tx, entry.user_id, texts.availableNotice(amount, last4));
  }

  /** A return: the customer's line (where their balance moved) and notice; a micro-deposit's closes its link. */
  private async returned(
    tx: EntityManager,
    entry: Entry,
    entryId: string | null,
    code: string,
  ): Promise<void> {
    const amount = Number(entry.amount_minor);
    const last4 = entry.account_number.slice(-4);
    if (entry.purpose === 'micro_deposit' || entry.purpose === 'micro_withdrawal') {
      if (entry.purpose === 'micro_deposit' && entry.linked_account_id)
        await endLink(tx, entry.linked_account_id, 'failed');
      return;
    }
    const accountId = entry.account_id as string;
    const wasAvailable = entry.purpose === 'pull' && entry.status === 'available';
    if (isMoneyOut(entry.purpose)) {
      const title =
        entry.purpose === 'bill_payment'
          ? texts.billPaymentReturnTitle(entry.holder_name, code)
          : texts.pushReturnTitle(last4, code);
      await this.activity.setTransferStatus(tx, entry.id, 'completed');
      await this.activity.record(tx, [
        this.line(entry.user_id, accountId, entry.id, entryId, amount, title, 'completed'),
      ]);
      // Bill pay tells the customer about its own payments (AchOutcomes).
      if (this.outcomes.heard(entry.purpose)) return;
    } else if (wasAvailable) {
      await this.activity.record(tx, [
        this.line(
          entry.user_id,
          accountId,
          entry.id,
          entryId,
          -amount,
          texts.pullReturnTitle(last4, code),
          'completed',
        ),
      ]);
    }
    const balance = (await this.ledger.dailyNet(tx, accountId, new Date()))?.balanceMinor ?? 0;
    const direction = entry.purpose === 'pull' ? 'in' : 'out';
    await this.notifications.notify(
      tx,
      entry.user_id,
      texts.returnedNotice(direction, amount, last4, code, {
        wasAvailable,
        belowZero: balance < 0,
      }),
    );
  }

  /** Posts one move of an entry's money; answers the journal entry's id. */
  private async post(
    tx: EntityManager,
    money: AchMoney,
    entry: Pick<Entry, 'id' | 'account_id' | 'amount_minor'>,
    actor: AchActor,
  ): Promise<string> {
    const place = (p: AchPlace) =>
      p === 'customer'
        ? Promise.resolve(entry.account_id as string)
        : this.ledger.internalAccount(tx, p);
    const { entryId } = await this.ledger.post(tx, {
      kind: money.kind,
      memo: `ACH ${entry.id}`,
      actor,
      moves: [
        {
          from: await place(money.from),
          to: await place(money.to),
          amountMinor: Number(entry.amount_minor),
        },
      ],
    });
    return entryId;
  }

  private line(
    userId: string,
    accountId: string,
    achEntryId: string,
    entryId: string | null,
    amountMinor: number,
    title: string,
    status: 'pending' | 'completed',
  ): ActivityLine {
    const type = amountMinor < 0 ? 'debit' : 'credit';
    return {
      accountId,
      userId,
      entryId,
      transferId: achEntryId,
      type,
      title,
      category: CATEGORY,
      amountMinor,
      status,
    };
  }
}
