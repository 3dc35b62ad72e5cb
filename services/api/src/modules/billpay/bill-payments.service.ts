import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  BillPayment,
  BillPaymentList,
  CreateBillPaymentRequest,
  MessageResponse,
  UpdateBillPaymentRequest,
} from '@vaultline/contracts';
import { BillPayErrorCode } from '@vaultline/contracts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IdempotencyService,
  requestHash,
} from '../../platform/idempotency/idempotency.service';
import { JobsService } from '../../platform/jobs/jobs.service';
import { AccountsService } from '../accounts/accounts.service';
import { NOT_VERIFIED_REASON } from '../ach/customer-verification.port';
import { CustomerVerification } from '../kyc/customer-verification.service';
import type { AuthContext } from '../users/auth-context';
import { checkLaterDay, checkMonthly, enqueuePaymentJobs, todayUtc } from './bill-payment-plan';
import { BillPaymentRuns } from './bill-payment-runs.service';
import { toPaymentView } from './bill-payment-view';
import {
  changePayment,
  insertPayment,
  insertSeries,
  listPayments,
  lockPayment,
  lockScheduledOfSeries,
  lockSeries,
  setPaymentStatus,
  setSeriesStatus,
} from './bill-payments.queries';
import type { BillPaymentRow } from './bill-payments.queries';
import * as refusals from './billpay.exception';
import { findCustomerBiller } from './customer-billers.queries';

/**
 * A customer's bill payments: paid now, on a day, or monthly; changed or canceled while they wait
 * for their day. Creating one is exactly-once per Idempotency-Key.
 */
@Injectable()
export class BillPayments {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CustomerVerification) private readonly verification: CustomerVerification,
    private readonly idempotency: IdempotencyService,
    private readonly accounts: AccountsService,
    private readonly runs: BillPaymentRuns,
    private readonly jobs: JobsService,
  ) {}

  async list(userId: string): Promise<BillPaymentList> {
    const canPay = await this.verification.isVerified(userId);
    return {
      payments: (await listPayments(this.db, userId)).map(toPaymentView),
      canPay,
      blockedReason: canPay ? null : NOT_VERIFIED_REASON,
    };
  }

  /**
   * Errors: BILLPAY_IDEMPOTENCY_KEY_MISSING, BILLPAY_IDEMPOTENCY_KEY_REUSED, KYC_NOT_VERIFIED,
   * BILLPAY_PAYEE_NOT_FOUND, BILLPAY_ACCOUNT_NOT_FOUND, BILLPAY_ACCOUNT_INACTIVE,
   * BILLPAY_DATE_INVALID, and for a payment now BILLPAY_INSUFFICIENT_FUNDS, BILLPAY_NEGATIVE_BALANCE.
   */
  async create(
    auth: AuthContext,
    key: string | undefined,
    request: CreateBillPaymentRequest,
  ): Promise<BillPayment> {
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw refusals.idempotencyKeyMissing();
    const userId = auth.user.id;
    await this.verification.assertVerified(userId);
    const view = await this.db.transaction(async (tx) => {
      const replay = await this.idempotency.claim(
        tx,
        userId,
        key,
        requestHash(request),
        BillPayErrorCode.IDEMPOTENCY_KEY_REUSED,
      );
      if (replay) return replay.body as BillPayment;
      const id = await this.write(tx, auth, request);
      const payment = toPaymentView(await this.locked(tx, id, userId));
      await this.idempotency.store(tx, userId, key, { status: 201, body: payment });
      return payment;
    });
    this.runs.wakeAch();
    return view;
  }

  private async write(
    tx: EntityManager,
    auth: AuthContext,
    request: CreateBillPaymentRequest,
  ): Promise<string> {
    const userId = auth.user.id;
    const biller = await findCustomerBiller(tx, userId, request.customerBillerId);
    if (!biller) throw refusals.payeeNotFound();
    await this.ownActiveAccount(tx, userId, request.accountId);
    const { timing } = request;
    const base = { userId, customerBillerId: biller.id, accountId: request.accountId };
    const amount = { amountMinor: request.amountMinor };
    if (timing.type === 'monthly') {
      checkMonthly(timing.startDate, timing.endDate);
      const seriesId = await insertSeries(tx, {
        ...base,
        ...amount,
        startOn: timing.startDate,
        endOn: timing.endDate ?? null,
        countMax: timing.count ?? null,
      });
      const payOn = timing.startDate;
      const id = await insertPayment(tx, { ...base, ...amount, payOn, seriesId, seriesRun: 1 });
      await enqueuePaymentJobs(this.jobs, tx, id, payOn);
      return id;
    }
    if (timing.type === 'on_date') checkLaterDay(timing.date);
    const payOn = timing.type === 'on_date' ? timing.date : todayUtc();
    const id = await insertPayment(tx, {
      ...base,
      ...amount,
      payOn,
      seriesId: null,
      seriesRun: null,
    });
    if (timing.type === 'on_date') await enqueuePaymentJobs(this.jobs, tx, id, payOn);
    else
      await this.runs.send(tx, await this.locked(tx, id, userId), {
        id: userId,
        role: auth.user.role,
      });
    return id;
  }

  /**
   * A scheduled payment's new amount, day or account. Errors: BILLPAY_PAYMENT_NOT_FOUND,
   * BILLPAY_ALREADY_SENT, BILLPAY_DATE_INVALID, BILLPAY_ACCOUNT_NOT_FOUND, BILLPAY_ACCOUNT_INACTIVE.
   */
  change(userId: string, id: string, request: UpdateBillPaymentRequest): Promise<BillPayment> {
    return this.db.transaction(async (tx) => {
      const row = await this.scheduled(tx, id, userId);
      const payOn = request.payOn ?? row.pay_on;
      if (payOn !== row.pay_on) checkLaterDay(payOn);
      const accountId = request.accountId ?? row.account_id;
      if (accountId !== row.account_id) await this.ownActiveAccount(tx, userId, accountId);
      const amountMinor = request.amountMinor ?? Number(row.amount_minor);
      await changePayment(tx, id, { amountMinor, payOn, accountId });
      if (payOn !== row.pay_on) await enqueuePaymentJobs(this.jobs, tx, id, payOn);
      return toPaymentView(await this.locked(tx, id, userId));
    });
  }

  /**
   * Cancels a payment waiting for its day (a monthly plan goes on with the next month).
   * Errors: BILLPAY_PAYMENT_NOT_FOUND, BILLPAY_ALREADY_SENT.
   */
  cancel(userId: string, id: string): Promise<BillPayment> {
    return this.db.transaction(async (tx) => {
      const row = await this.scheduled(tx, id, userId);
      await setPaymentStatus(tx, id, 'canceled');
      await this.runs.planNext(tx, row);
      return toPaymentView(await this.locked(tx, id, userId));
    });
  }

  /** Stops a monthly plan: its waiting payment is canceled, no more are made. Errors: BILLPAY_SERIES_NOT_FOUND. */
  cancelSeries(userId: string, seriesId: string): Promise<MessageResponse> {
    return this.db.transaction(async (tx) => {
      const series = await lockSeries(tx, seriesId, userId);
      if (!series) throw refusals.seriesNotFound();
      if (series.status !== 'active') return { message: 'This monthly payment had already ended.' };
      await setSeriesStatus(tx, seriesId, 'canceled');
      const waiting = await lockScheduledOfSeries(tx, seriesId);
      if (waiting) await setPaymentStatus(tx, waiting.id, 'canceled');
      return { message: 'Monthly payment stopped: no more payments will be made.' };
    });
  }

  private async scheduled(tx: EntityManager, id: string, userId: string): Promise<BillPaymentRow> {
    const row = await lockPayment(tx, id, userId);
    if (!row) throw refusals.paymentNotFound();
    if (row.status !== 'scheduled') throw refusals.alreadySent(row.status);
    return row;
  }

  private async locked(tx: EntityManager, id: string, userId: string): Promise<BillPaymentRow> {
    const row = await lockPayment(tx, id, userId);
    if (!row) throw new Error(`bill payment ${id} not found after it was written`);
    return row;
  }

  private async ownActiveAccount(
    tx: EntityManager,
    userId: string,
    accountId: string,
  ): Promise<void> {
    const account = await this.accounts.own(tx, userId, accountId).catch(() => null);
    if (!account) throw refusals.accountNotFound();
    if (account.status !== 'active') throw refusals.accountInactive();
  }
}
