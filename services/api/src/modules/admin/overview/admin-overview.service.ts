/*
 * The back office's one declared cross-table read model: it reads other modules' tables (users,
 * ledger accounts, transactions, support requests, transfers) for the staff dashboard's counts.
 * Nothing else in this folder, and nothing here writes.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminOverview } from '@vaultline/contracts';
import { countOverview } from './overview.queries';

/** Live counts for the back office's dashboard (it polls them). */
@Injectable()
export class AdminOverviewService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async overview(): Promise<AdminOverview> {
    const row = await countOverview(this.db);
    return {
      totalUsers: row.users,
      totalAccounts: row.accounts,
      transactions: row.transactions,
      supportRequests: row.support,
      reviewQueue: row.review,
      pendingApprovals: row.approvals,
    };
  }
}
