import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PullLimits as PullLimitsView } from '@vaultline/contracts';
import { TransferPolicyService } from '../transfers/transfer-policy.service';
import { AchClock } from './ach-clock';
import { lockCustomerPulls, pulledSince } from './ach-entries.queries';
import { dollars } from './ach-texts';
import { dailyLimit, monthlyLimit } from './ach.exception';

/** The start of UTC today and of this calendar month (UTC): the pull limits' periods. */
export function limitPeriods(now = new Date()): { dayStart: Date; monthStart: Date } {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { dayStart, monthStart };
}

/**
 * What a customer may pull in from other banks (bank settings: per UTC day, per calendar month,
 * and the hold before it can be spent), and the check a new pull passes under the customer's lock.
 */
@Injectable()
export class PullLimits {
  constructor(
    private readonly policy: TransferPolicyService,
    private readonly clock: AchClock,
  ) {}

  /** The limits and what was pulled, read in `db` (the transaction that counts a new pull). */
  async of(db: EntityManager, userId: string): Promise<PullLimitsView> {
    const { dayStart, monthStart } = limitPeriods();
    const bank = await this.policy.bankSettings(db);
    const pulled = await pulledSince(db, userId, dayStart, monthStart);
    return {
      dailyLimitMinor: bank.achPullDailyLimitMinor,
      monthlyLimitMinor: bank.achPullMonthlyLimitMinor,
      pulledTodayMinor: pulled.day,
      pulledThisMonthMinor: pulled.month,
      holdBusinessDays: bank.achHoldBusinessDays,
    };
  }

  /**
   * Counts the pull against the limits under the customer's pull lock (held to the end of the
   * transaction that writes it); answers when its money is available. Errors: ACH_DAILY_PULL_LIMIT,
   * ACH_MONTHLY_PULL_LIMIT.
   */
  async check(tx: EntityManager, userId: string, amountMinor: number): Promise<Date> {
    await lockCustomerPulls(tx, userId);
    const limits = await this.of(tx, userId);
    const dayLeft = Math.max(0, limits.dailyLimitMinor - limits.pulledTodayMinor);
    const monthLeft = Math.max(0, limits.monthlyLimitMinor - limits.pulledThisMonthMinor);
    if (amountMinor > dayLeft) throw dailyLimit(dayLeft, dollars(dayLeft));
    if (amountMinor > monthLeft) throw monthlyLimit(monthLeft, dollars(monthLeft));
    return this.clock.afterBusinessDays(limits.holdBusinessDays);
  }
}
