import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BalanceDay, BalanceHistory, BalanceHistoryQuery } from '@vaultline/contracts';
import { BalanceHistoryQuerySchema } from '@vaultline/contracts';
import { addMinor } from '@vaultline/money';
import type { AccountDays } from '../ledger/ledger.service';
import { LedgerService } from '../ledger/ledger.service';
import { accountNotFound } from './accounts.exception';
import { AccountsService } from './accounts.service';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a time, in UTC. */
function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Each day's closing balance, walking back from the balance now: a day closed at the next day's
 * closing balance less what moved on the next day. Postings dated after today (a clock ahead of
 * this one) are taken off first, so today closes at exactly what the ledger held at its end.
 */
export function closingBalances(
  read: AccountDays,
  firstDay: number,
  dayCount: number,
): BalanceDay[] {
  const nets = new Map(read.days.map((day) => [day.day, day.netMinor]));
  const lastDay = isoDay(firstDay + (dayCount - 1) * DAY_MS);
  let balance = read.balanceMinor;
  for (const day of read.days) if (day.day > lastDay) balance = addMinor(balance, -day.netMinor);
  const days: BalanceDay[] = [];
  for (let index = dayCount - 1; index >= 0; index -= 1) {
    const date = isoDay(firstDay + index * DAY_MS);
    const netMinor = nets.get(date) ?? 0;
    days.push({ date, balanceMinor: balance, netMinor });
    balance = addMinor(balance, -netMinor);
  }
  return days.reverse();
}

/** An account's balance over time, derived from the ledger's postings. */
@Injectable()
export class BalanceHistoryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * The closing balance of each of the last `days` UTC days, today last (its balance: now).
   * Errors: ACCOUNTS_NOT_FOUND (unknown, or someone else's: the same answer).
   */
  async history(
    userId: string,
    accountId: string,
    query: BalanceHistoryQuery,
    now = new Date(),
  ): Promise<BalanceHistory> {
    const { days } = BalanceHistoryQuerySchema.parse(query);
    await this.accounts.own(this.db.manager, userId, accountId);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const firstDay = today - (days - 1) * DAY_MS;
    const read = await this.ledger.dailyNet(this.db.manager, accountId, new Date(firstDay));
    if (!read) throw accountNotFound();
    return { accountId, days: closingBalances(read, firstDay, days) };
  }
}
