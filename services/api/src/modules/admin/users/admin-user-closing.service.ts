import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AdminUserDetail } from '@vaultline/contracts';
import { AdminErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { toMinor } from '../../../platform/database/money';
import { SessionsService } from '../../identity/sessions.service';
import type { AuthContext } from '../../users/auth-context';
import { AdminException, adminNotFound } from '../admin.exception';
import { staffActor } from '../staff-actor';
import { AdminUsersService } from './admin-users.service';
import { closeUserAndAccounts, lockActiveAccountsOf, lockUserState } from './users.queries';

/** Staff close a customer for good: their accounts and the user, with a reason. */
@Injectable()
export class AdminUserClosingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: AdminUsersService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /** Closes a customer who holds nothing: their accounts close, their sessions end. Errors: ADMIN_NOT_FOUND, ADMIN_STAFF_NOT_CLOSABLE, ADMIN_BALANCE_NOT_ZERO, ADMIN_ALREADY_CLOSED. */
  async close(
    staff: AuthContext,
    id: string,
    reason: string,
    client: ClientInfo,
  ): Promise<AdminUserDetail> {
    return this.db.transaction(async (tx) => {
      const user = await lockUserState(tx, id);
      if (!user) throw adminNotFound('user');
      if (user.role === 'admin')
        throw new AdminException(
          AdminErrorCode.STAFF_NOT_CLOSABLE,
          'Staff accounts cannot be closed here.',
        );
      if (user.status === 'closed')
        throw new AdminException(AdminErrorCode.ALREADY_CLOSED, 'This user is already closed.');
      const open = await lockActiveAccountsOf(tx, id);
      const remaining = open.reduce(
        (sum, account) => sum + Math.abs(toMinor(account.balance_minor)),
        0,
      );
      if (remaining !== 0) {
        throw new AdminException(
          AdminErrorCode.BALANCE_NOT_ZERO,
          'This user still has money in an account. Every account must be at zero before the user is closed.',
        );
      }
      await closeUserAndAccounts(tx, id, reason);
      await this.sessions.revokeAll(tx, id, 'closed by staff');
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: 'user.closed',
        target: { type: 'user', id },
        ip: client.ip,
        before: { status: user.status },
        after: { status: 'closed', reason },
      });
      return this.users.detail(id, tx);
    });
  }
}
