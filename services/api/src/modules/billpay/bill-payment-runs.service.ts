import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BillPayErrorCode, KycErrorCode } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';
import { JobsService } from '../../platform/jobs/jobs.service';
import { AchBillPayments } from '../ach/ach-bill-payments.service';
import type { AchActor } from '../ach/ach-lifecycle.service';
import { AchOutcomes } from '../ach/ach-outcomes.service';
import type { AchOutcome } from '../ach/ach-outcomes.service';
import { dollars, returnReason } from '../ach/ach-texts';
import { CustomerVerification } from '../kyc/customer-verification.service';
import { LedgerErrorCode, LedgerRefusal } from '../ledger/ledger.exception';
import { NotificationsService } from '../notifications/notifications.service';
import {
  enqueuePaymentJobs,
  JOB_BILL_PAYMENT_REMIND,
  JOB_BILL_PAYMENT_RUN,
  nextOfSeries,
  todayUtc,
} from './bill-payment-plan';
import {
  insertPayment,
  lockPayment,
  lockPaymentOfEntry,
  releaseSavepoint,
  rollbackToSavepoint,
  savepoint,
  setPaymentStatus,
  setSeriesStatus,
} from './bill-payments.queries';
import type { BillPaymentRow } from './bill-payments.queries';
import * as texts from './billpay-texts';
import * as refusals from './billpay.exception';

const SYSTEM: AchActor = { id: null, role: 'system' };

/** Why a payment could not go on its day: a stable code and the customer's words. */
interface RunRefusal {
  code: string;
  reason: string;
}

/**
 * Bill payments going out: sent now or on their day (an ACH credit to the biller through the ach
 * module), the reminder the day before, the next payment of a monthly plan, and what became of each
 * credit (settled: paid; returned: the money is back), heard from the ach module (AchOutcomes).
 */
@Injectable()
export class BillPaymentRuns implements OnModuleInit {
  constructor(
    @Inject(CustomerVerification) private readonly verification: CustomerVerification,
    private readonly ach: AchBillPayments,
    private readonly outcomes: AchOutcomes,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Sends the notices and the ACH file written in committed transactions now. */
  wakeAch(): void {
    this.ach.wake();
  }

  onModuleInit(): void {
    this.jobs.register(JOB_BILL_PAYMENT_RUN, (tx, payload) =>
      this.run(tx, String(payload.paymentId), String(payload.payOn)),
    );
    this.jobs.register(JOB_BILL_PAYMENT_REMIND, (tx, payload) =>
      this.remind(tx, String(payload.paymentId), String(payload.payOn)),
    );
    this.outcomes.listen('bill_payment', (tx, outcome) => this.heard(tx, outcome));
  }

  /**
   * Sends a locked scheduled payment now, in the caller's transaction: the money leaves the account
   * and the credit waits for the next ACH file. Errors: BILLPAY_INSUFFICIENT_FUNDS,
   * BILLPAY_NEGATIVE_BALANCE, BILLPAY_ACCOUNT_INACTIVE (the transaction is then spoiled: roll back).
   */
  async send(tx: EntityManager, row: BillPaymentRow, actor: AchActor): Promise<void> {
    const credit = {
      userId: row.user_id,
      accountId: row.account_id,
      amountMinor: Number(row.amount_minor),
      payee: {
        routingNumber: row.routing_number,
        accountNumber: row.account_number,
        name: row.biller_name,
        reference: row.reference,
      },
    };
    const entryId = await this.ach
      .send(tx, credit, actor)
      .catch((error: unknown) => Promise.reject(sendRefusal(error)));
    await setPaymentStatus(tx, row.id, 'processing', { achEntryId: entryId });
  }

  /** A payment's day: sent, or failed with the reason (the customer told); a monthly plan goes on. */
  async run(tx: EntityManager, paymentId: string, payOn: string): Promise<() => Promise<void>> {
    const wake = () => Promise.resolve(this.ach.wake());
    const row = await lockPayment(tx, paymentId, null);
    if (row?.status !== 'scheduled' || row.pay_on !== payOn) return wake;
    const refusal = await this.trySend(tx, row);
    if (refusal) {
      await setPaymentStatus(tx, row.id, 'failed', {
        failureCode: refusal.code,
        failureReason: refusal.reason,
      });
      await this.notifications.notify(
        tx,
        row.user_id,
        texts.failedNotice(words(row), refusal.reason),
      );
    }
    await this.planNext(tx, row);
    return wake;
  }

  /** Sends, undoing only the attempt when the ledger refuses it; answers the refusal, if any. */
  private async trySend(tx: EntityManager, row: BillPaymentRow): Promise<RunRefusal | null> {
    if (!(await this.verification.isVerified(row.user_id, tx)))
      return {
        code: KycErrorCode.NOT_VERIFIED,
        reason: 'your identity is not verified, and money cannot go to other banks until it is.',
      };
    await savepoint(tx, 'bill_payment_send');
    try {
      await this.send(tx, row, SYSTEM);
      await releaseSavepoint(tx, 'bill_payment_send');
      return null;
    } catch (error) {
      if (!(error instanceof AppException && RUN_REFUSALS.has(error.code))) throw error;
      await rollbackToSavepoint(tx, 'bill_payment_send');
      return { code: error.code, reason: runReason(error.code, error.message) };
    }
  }

  /** After a payment of a monthly plan left "scheduled": the next one, or the plan is over. */
  async planNext(tx: EntityManager, row: BillPaymentRow): Promise<void> {
    if (!row.series_id || row.series_status !== 'active') return;
    const next = nextOfSeries(row);
    if (!next) return setSeriesStatus(tx, row.series_id, 'ended');
    const id = await insertPayment(tx, {
      userId: row.user_id,
      customerBillerId: row.customer_biller_id,
      accountId: row.series_account_id ?? row.account_id,
      amountMinor: Number(row.series_amount_minor ?? row.amount_minor),
      payOn: next.payOn,
      seriesId: row.series_id,
      seriesRun: next.run,
    });
    await enqueuePaymentJobs(this.jobs, tx, id, next.payOn);
  }

  /** The day before: the customer is reminded (by their notification preferences). */
  async remind(tx: EntityManager, paymentId: string, payOn: string): Promise<() => Promise<void>> {
    const row = await lockPayment(tx, paymentId, null);
    // A reminder the runner reaches only on the day itself (it was down) would say "tomorrow" wrongly.
    if (row?.status === 'scheduled' && row.pay_on === payOn && todayUtc() < payOn)
      await this.notifications.notify(tx, row.user_id, texts.reminderNotice(words(row)));
    return () => Promise.resolve(this.ach.wake());
  }

  /** The ach module's word on a payment's credit, in the transaction that moved the entry. */
  private async heard(tx: EntityManager, outcome: AchOutcome): Promise<void> {
    const row = await lockPaymentOfEntry(tx, outcome.entryId);
    if (!row) throw new Error(`ACH bill payment ${outcome.entryId} has no bill payment`);
    if (outcome.move === 'settle') {
      await setPaymentStatus(tx, row.id, 'sent');
      await this.notifications.notify(tx, row.user_id, texts.paidNotice(words(row)));
      return;
    }
    const code = outcome.returnCode ?? '';
    await setPaymentStatus(tx, row.id, 'returned', { returnCode: code });
    await this.notifications.notify(
      tx,
      row.user_id,
      texts.returnedNotice(words(row), returnReason(code)),
    );
  }
}

function words(row: BillPaymentRow): texts.PaymentWords {
  return { amountMinor: Number(row.amount_minor), billerName: row.biller_name, payOn: row.pay_on };
}

/** The ledger's refusal of a bill payment, in the customer's words (a balance below zero says why). */
function sendRefusal(error: unknown): unknown {
  if (!(error instanceof LedgerRefusal)) return error;
  if (error.code === LedgerErrorCode.ACCOUNT_INACTIVE) return refusals.accountInactive();
  return error.availableMinor < 0
    ? refusals.negativeBalance()
    : refusals.insufficientFunds(dollars(error.availableMinor));
}

/** The refusals a payment's day records as its failure (anything else is a bug: the job retries). */
const RUN_REFUSALS = new Set<string>([
  BillPayErrorCode.INSUFFICIENT_FUNDS,
  BillPayErrorCode.NEGATIVE_BALANCE,
  BillPayErrorCode.ACCOUNT_INACTIVE,
]);

/** A run's refusal as the failure reason a customer reads (ending with a full stop). */
function runReason(code: string, message: string): string {
  if (code === BillPayErrorCode.ACCOUNT_INACTIVE) return 'the account it was to leave is closed.';
  if (code === BillPayErrorCode.NEGATIVE_BALANCE) return 'the account is below zero.';
  const available = /: (\S+) available/.exec(message)?.[1];
  return available
    ? `there was not enough money in the account (${available} available).`
    : 'there was not enough money in the account.';
}
