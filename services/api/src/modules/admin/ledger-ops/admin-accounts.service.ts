import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminAccountDetail } from '@vaultline/contracts';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { AccountsService } from '../../accounts/accounts.service';
import type { AuthContext } from '../../users/auth-context';
import { adminNotFound } from '../admin.exception';
import { staffActor } from '../staff-actor';
import { findCustomerAccountOwner } from './admin-accounts.queries';

/** Any customer account, for staff: read it, close it (zero balance only, with a reason). */
@Injectable()
export class AdminAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
  ) {}

  async detail(id: string): Promise<AdminAccountDetail> {
    const owner = await this.owner(id);
    return { ...(await this.accounts.get(owner.id, id)), owner };
  }

  /** Errors: ADMIN_NOT_FOUND, ACCOUNTS_BALANCE_NOT_ZERO, ACCOUNTS_ALREADY_CLOSED. */
  async close(
    staff: AuthContext,
    id: string,
    reason: string,
    client: ClientInfo,
  ): Promise<AdminAccountDetail> {
    const owner = await this.owner(id);
    await this.db.transaction(async (tx) => {
      const row = await this.accounts.own(tx, owner.id, id, true);
      await this.accounts.closeRow(tx, row, staffActor(staff), reason, client.ip);
    });
    return this.detail(id);
  }

  private async owner(accountId: string): Promise<AdminAccountDetail['owner']> {
    const row = await findCustomerAccountOwner(this.db, accountId);
    if (!row) throw adminNotFound('account');
    return { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email };
  }
}
