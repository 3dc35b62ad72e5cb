import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  CheckDeposit,
  CheckDepositLimits,
  CheckDepositList,
  DepositCheckRequest,
  ReplaceCheckImagesRequest,
} from '@vaultline/contracts';
import { CheckDepositErrorCode } from '@vaultline/contracts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IdempotencyService,
  requestHash,
} from '../../platform/idempotency/idempotency.service';
import { dollars } from '../../platform/text/customer-words';
import { AccountsService } from '../accounts/accounts.service';
import { limitPeriods } from '../ach/pull-limits.service';
import { CustomerVerification } from '../kyc/customer-verification.service';
import { TransferPolicyService } from '../transfers/transfer-policy.service';
import type { AuthContext } from '../users/auth-context';
import { CheckDepositLifecycle } from './check-deposit-lifecycle.service';
import { toDepositView } from './check-deposit-view';
import * as refusals from './check-deposit.exception';
import * as queries from './check-deposits.queries';
import type { CheckImageRow } from './check-deposits.queries';

/** Why a customer cannot deposit checks yet, for the screens. */
export const NOT_VERIFIED_REASON =
  'Verify your identity before depositing checks: a check is money from another bank, and a bank must know who its customers are before money comes in from outside.';

/**
 * The customer's side of mobile check deposit (the photos are CheckPhotos'): the deposit itself (limits, one deposit per check, exactly once per Idempotency-Key), and new photos
 * when staff ask for them.
 */
@Injectable()
export class CheckDeposits {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly verification: CustomerVerification,
    private readonly idempotency: IdempotencyService,
    private readonly accounts: AccountsService,
    private readonly policy: TransferPolicyService,
    private readonly lifecycle: CheckDepositLifecycle,
  ) {}

  async list(userId: string): Promise<CheckDepositList> {
    const verified = await this.verification.isVerified(userId);
    const rows = await queries.customerDeposits(this.db, userId);
    return {
      deposits: rows.map(toDepositView),
      limits: await this.limits(this.db.manager, userId),
      canDeposit: verified,
      blockedReason: verified ? null : NOT_VERIFIED_REASON,
    };
  }

  private async limits(db: EntityManager, userId: string): Promise<CheckDepositLimits> {
    const { dayStart, monthStart } = limitPeriods();
    const bank = await this.policy.bankSettings(db);
    const deposited = await queries.depositedSince(db, userId, dayStart, monthStart);
    return {
      dailyLimitMinor: bank.checkDailyLimitMinor,
      monthlyLimitMinor: bank.checkMonthlyLimitMinor,
      depositedTodayMinor: deposited.day,
      depositedThisMonthMinor: deposited.month,
      nextDayMinor: bank.checkNextDayMinor,
      holdBusinessDays: bank.checkHoldBusinessDays,
    };
  }

  /**
   * Errors: CHECK_IDEMPOTENCY_KEY_MISSING / _REUSED, KYC_NOT_VERIFIED, CHECK_ACCOUNT_NOT_FOUND,
   * CHECK_ACCOUNT_INACTIVE, CHECK_IMAGE_NOT_FOUND, CHECK_IMAGES_SAME, CHECK_DAILY_LIMIT,
   * CHECK_MONTHLY_LIMIT, CHECK_DUPLICATE.
   */
  async deposit(
    auth: AuthContext,
    key: string | undefined,
    request: DepositCheckRequest,
  ): Promise<CheckDeposit> {
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw refusals.keyMissing();
    const userId = auth.user.id;
    await this.verification.assertVerified(userId);
    return this.db.transaction(async (tx) => {
      const hash = requestHash(request);
      const code = CheckDepositErrorCode.IDEMPOTENCY_KEY_REUSED;
      const replay = await this.idempotency.claim(tx, userId, key, hash, code);
      if (replay) return replay.body as CheckDeposit;
      const view = await this.write(tx, userId, request);
      await this.idempotency.store(tx, userId, key, { status: 201, body: view });
      return view;
    });
  }

  private async write(
    tx: EntityManager,
    userId: string,
    request: DepositCheckRequest,
  ): Promise<CheckDeposit> {
    await queries.lockCustomerDeposits(tx, userId);
    const account = await this.accounts.own(tx, userId, request.accountId).catch(() => null);
    if (!account) throw refusals.accountNotFound();
    if (account.status !== 'active') throw refusals.accountInactive();
    const { front, back } = await this.photos(tx, userId, request);
    await this.checkLimits(tx, userId, request.amountMinor);
    if (await queries.liveDuplicate(tx, request, front.pixels_sha256, null))
      throw refusals.duplicate();
    const bank = await this.policy.bankSettings(tx);
    const id = await queries.insertDeposit(tx, {
      ...request,
      userId,
      front,
      back,
      approvalsNeeded: request.amountMinor > bank.checkTwoApproversAboveMinor ? 2 : 1,
    });
    const row = await queries.readDeposit(tx, id);
    if (!row) throw new Error(`check deposit ${id} not found after it was written`);
    return toDepositView(row);
  }

  /** The customer's own two photos, of two different sides. */
  private async photos(
    db: EntityManager,
    userId: string,
    ids: ReplaceCheckImagesRequest,
  ): Promise<{ front: CheckImageRow; back: CheckImageRow }> {
    const rows = await queries.ownImages(db, userId, [ids.frontImageId, ids.backImageId]);
    const front = rows.find((row) => row.id === ids.frontImageId);
    const back = rows.find((row) => row.id === ids.backImageId);
    if (!front || !back) throw refusals.imageNotFound();
    if (front.pixels_sha256 === back.pixels_sha256) throw refusals.imagesSame();
    return { front, back };
  }

  private async checkLimits(tx: EntityManager, userId: string, amountMinor: number): Promise<void> {
    const limits = await this.limits(tx, userId);
    const dayLeft = Math.max(0, limits.dailyLimitMinor - limits.depositedTodayMinor);
    const monthLeft = Math.max(0, limits.monthlyLimitMinor - limits.depositedThisMonthMinor);
    if (amountMinor > dayLeft) throw refusals.dailyLimit(dayLeft, dollars(dayLeft));
    if (amountMinor > monthLeft) throw refusals.monthlyLimit(monthLeft, dollars(monthLeft));
  }

  /**
   * New photos of a check staff asked about; it goes back to review (a first approval of the old
   * photos no longer counts). Errors: CHECK_DEPOSIT_NOT_FOUND, CHECK_NOT_AWAITING_IMAGE,
   * CHECK_IMAGE_NOT_FOUND, CHECK_IMAGES_SAME, CHECK_DUPLICATE.
   */
  async replaceImages(
    auth: AuthContext,
    id: string,
    request: ReplaceCheckImagesRequest,
  ): Promise<CheckDeposit> {
    const userId = auth.user.id;
    const view = await this.db.transaction(async (tx) => {
      await queries.lockCustomerDeposits(tx, userId);
      const deposit = await queries.lockDeposit(tx, id);
      if (deposit?.user_id !== userId) throw refusals.depositNotFound();
      if (deposit.status !== 'needs_image') throw refusals.notAwaitingImage();
      const images = await this.photos(tx, userId, request);
      const check = { ...deposit, amountMinor: Number(deposit.amount_minor) };
      const same = {
        micrRouting: check.micr_routing,
        micrAccount: check.micr_account,
        checkNumber: check.check_number,
      };
      if (
        await queries.liveDuplicate(
          tx,
          { ...same, amountMinor: check.amountMinor },
          images.front.pixels_sha256,
          id,
        )
      )
        throw refusals.duplicate();
      await this.lifecycle.change(tx, deposit, {
        status: 'in_review',
        staffNote: null,
        firstApproverId: null,
        images,
      });
      return toDepositView((await queries.readDeposit(tx, id)) as queries.CheckDepositRow);
    });
    return view;
  }
}
