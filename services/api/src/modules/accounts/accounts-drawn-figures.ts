import { Injectable } from '@nestjs/common';
import type { DashboardFigure } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import type { DrawnFigures } from '../../platform/web/drawn-figures';
import { AccountsService } from './accounts.service';

/** The dashboard's figures (Total Balance, Total Transaction, Active Accounts), as its cards show them. */
@Injectable()
export class AccountsDrawnFigures implements DrawnFigures {
  constructor(private readonly accounts: AccountsService) {}

  async dashboardFigures(userId: string): Promise<Record<DashboardFigure, string>> {
    const summary = await this.accounts.summary(userId);
    return {
      'total-balance': formatUsd(summary.totalBalanceMinor),
      'transaction-count': summary.transactionCount.toLocaleString('en-US'),
      'active-accounts': summary.activeAccounts.toLocaleString('en-US'),
    };
  }
}
