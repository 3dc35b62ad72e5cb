import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { LimitTier, SuspensionReason, TransferLimits } from '@vaultline/contracts';
import { DAILY_LIMIT_MINOR, SUSPENSION_REASONS, TransfersErrorCode } from '@vaultline/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { toMinor } from '../../platform/database/money';
import { StepUpService } from '../identity/step-up.service';
import type { User } from '../users/user.entity';
import { readBankSettings, readDailyTotal } from './data/transfer-policy.queries';
import { emailChangeHoldUntil } from './email-change-hold';
import { TransferSettingsRow } from './transfers.entities';
import { TransfersException } from './transfers.exception';

export interface TransferSettings {
  pinHash: string | null;
  pinFailures: number;
  stepUpRequired: boolean;
  tier: LimitTier;
  suspendedReason: SuspensionReason | null;
}

export interface BankSettings {
  reviewThresholdMinor: number;
  reviewTime: string;
  stepUpThresholdMinor: number;
  adjustmentApprovalThresholdMinor: number;
  staffDailyAdjustmentLimitMinor: number;
  /** While a payee added from the payees page is new, the most one payment to it may be. */
  newPayeeLimitMinor: number;
  newPayeeCoolingHours: number;
  /** Money in from other banks (ACH pulls): the hold and the limits (the ach module reads them here). */
  achHoldBusinessDays: number;
  achPullDailyLimitMinor: number;
  achPullMonthlyLimitMinor: number;
  /** Mobile check deposits (the deposits module reads them here). */
  checkDailyLimitMinor: number;
  checkMonthlyLimitMinor: number;
  checkNextDayMinor: number;
  checkHoldBusinessDays: number;
  checkTwoApproversAboveMinor: number;
  /** Debit cards (the cards module reads them here): the maximum limits, the days a hold waits. */
  cardMaxPerTransactionMinor: number;
  cardMaxDailyMinor: number;
  cardHoldExpiryDays: number;
}

export const PIN_FAILURES_MAX = 5;
const BANK_SETTINGS_TTL_MS = 5000;

export const DEFAULT_TRANSFER_SETTINGS: TransferSettings = {
  pinHash: null,
  pinFailures: 0,
  stepUpRequired: false,
  tier: 'standard',
  suspendedReason: null,
};

/**
 * How long the settlement of a transfer to another bank takes (SETTLEMENT_DELAY_MS), in the words
 * the transfer screens use: "under a minute", "about 2 minutes", "about 5 hours", "about 2 days".
 */
export function arrivalWords(delayMs: number): string {
  if (delayMs < 60_000) return 'under a minute';
  const minutes = Math.round(delayMs / 60_000);
  if (minutes < 90) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `about ${hours} hours`;
  return `about ${Math.round(hours / 24)} days`;
}

/** The calendar day limits count on (the bank's day is UTC). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function suspendedError(reason: SuspensionReason): TransfersException {
  return new TransfersException(
    TransfersErrorCode.SUSPENDED,
    `Outgoing transfers are suspended: ${SUSPENSION_REASONS[reason]}. Please contact support.`,
    {
      reason,
    },
  );
}

/** Per-customer transfer settings (PIN, step-up, tier, suspension), bank-wide thresholds, and the daily limit counter. */
@Injectable()
export class TransferPolicyService {
  private bank: { value: BankSettings; at: number } | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly stepUps: StepUpService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async settings(userId: string, tx: EntityManager = this.db.manager): Promise<TransferSettings> {
    const row = await tx.getRepository(TransferSettingsRow).findOneBy({ userId });
    if (!row) return DEFAULT_TRANSFER_SETTINGS;
    return {
      pinHash: row.pinHash,
      pinFailures: row.pinFailures,
      stepUpRequired: row.stepUpRequired,
      tier: row.limitTier,
      suspendedReason: row.suspendedReason,
    };
  }

  /** Bank-wide settings, read at most every 5 s (staff changes reach every API process within that time). */
  async bankSettings(tx: EntityManager = this.db.manager): Promise<BankSettings> {
    if (this.bank && Date.now() - this.bank.at < BANK_SETTINGS_TTL_MS) return this.bank.value;
    const row = await readBankSettings(tx);
    const value = {
      reviewThresholdMinor: toMinor(row.review_threshold_minor),
      reviewTime: row.review_time,
      stepUpThresholdMinor: toMinor(row.step_up_threshold_minor),
      adjustmentApprovalThresholdMinor: toMinor(row.adjustment_approval_threshold_minor),
      staffDailyAdjustmentLimitMinor: toMinor(row.staff_daily_adjustment_limit_minor),
      newPayeeLimitMinor: toMinor(row.new_payee_limit_minor),
      newPayeeCoolingHours: row.new_payee_cooling_hours,
      achHoldBusinessDays: row.ach_hold_business_days,
      achPullDailyLimitMinor: toMinor(row.ach_pull_daily_limit_minor),
      achPullMonthlyLimitMinor: toMinor(row.ach_pull_monthly_limit_minor),
      checkDailyLimitMinor: toMinor(row.check_daily_limit_minor),
      checkMonthlyLimitMinor: toMinor(row.check_monthly_limit_minor),
      checkNextDayMinor: toMinor(row.check_next_day_minor),
      checkHoldBusinessDays: row.check_hold_business_days,
      checkTwoApproversAboveMinor: toMinor(row.check_two_approvers_above_minor),
      cardMaxPerTransactionMinor: toMinor(row.card_max_per_transaction_minor),
      cardMaxDailyMinor: toMinor(row.card_max_daily_minor),
      cardHoldExpiryDays: row.card_hold_expiry_days,
    };
    this.bank = { value, at: Date.now() };
    return value;
  }

  forgetBankSettings(): void {
    this.bank = null;
  }

  /** What the transfer screen needs to know up front, for the signed-in customer. */
  async limits(user: User): Promise<TransferLimits> {
    const userId = user.id;
    const [settings, bank, used, stepUpMethod] = await Promise.all([
      this.settings(userId),
      this.bankSettings(),
      readDailyTotal(this.db, userId, today()),
      this.stepUps.method(userId),
    ]);
    const dailyLimitMinor = DAILY_LIMIT_MINOR[settings.tier];
    const usedTodayMinor = used === undefined ? 0 : toMinor(used);
    return {
      tier: settings.tier,
      dailyLimitMinor,
      usedTodayMinor,
      remainingTodayMinor: Math.max(0, dailyLimitMinor - usedTodayMinor),
      stepUpThresholdMinor: bank.stepUpThresholdMinor,
      reviewThresholdMinor: bank.reviewThresholdMinor,
      reviewTime: bank.reviewTime,
      pinSet: settings.pinHash !== null,
      pinLocked: settings.pinFailures >= PIN_FAILURES_MAX,
      stepUpMethod,
      newRecipientLimitMinor: bank.newPayeeLimitMinor,
      newRecipientHours: bank.newPayeeCoolingHours,
      newRecipientsPausedUntil: emailChangeHoldUntil(user)?.toISOString() ?? null,
      externalArrival: arrivalWords(this.config.settlementDelayMs),
      suspended: settings.suspendedReason
        ? {
            reason: settings.suspendedReason,
            message: SUSPENSION_REASONS[settings.suspendedReason],
          }
        : null,
    };
  }
}
