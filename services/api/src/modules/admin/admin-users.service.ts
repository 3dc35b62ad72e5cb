import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminOverview, AdminUpdateUserRequest, AdminUserDetail, AdminUserPage, AdminUserQuery, AdminUserRow, AdminUserStatus } from '@vaultline/contracts';
import { AdminErrorCode, AdminUserQuerySchema } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../platform/auth/current-user.decorator';
import { SessionsService } from '../../platform/auth/sessions.service';
import { toMinor } from '../../platform/database/money';
import { AccountsService } from '../accounts/accounts.service';
import { PIN_FAILURES_MAX, TransferPolicyService } from '../transfers/transfer-policy.service';
import { avatarUrl } from '../users/users.service';
import { AdminException, adminNotFound } from './admin.exception';
import { staffActor } from './staff-actor';

/** A user's status as staff see it (the status filter of the dashboard). */
const STATUS_SQL = `CASE WHEN u.status = 'closed' THEN 'closed'
  WHEN u.email_verified_at IS NULL THEN 'pending'
  WHEN ts.suspended_reason IS NOT NULL THEN 'suspended'
  ELSE 'active' END`;

const ROW_SQL = `SELECT u.id, u.first_name, u.last_name, u.email, u.role, u.avatar_id, u.created_at, u.email_verified_at, u.mobile, u.address,
    u.date_of_birth, u.closed_at, u.closed_reason, ${STATUS_SQL} AS status, coalesce(ts.step_up_required, false) AS step_up_required,
    (SELECT coalesce(sum(balance_minor), 0) FROM ledger_accounts a WHERE a.owner_id = u.id AND a.status = 'active') AS total_balance
  FROM users u LEFT JOIN transfer_settings ts ON ts.user_id = u.id`;

type UserRow = Record<string, unknown> & { id: string; status: AdminUserStatus; role: 'customer' | 'admin'; email: string };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function toRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    email: row.email,
    role: row.role,
    status: row.status,
    stepUpRequired: row.step_up_required as boolean,
    totalBalanceMinor: toMinor(row.total_balance as string),
    avatarUrl: avatarUrl(row.avatar_id as string | null),
    createdAt: (row.created_at as Date).toISOString(),
  };
}

/** Staff's view of the people: lists, details, profile edits with the role rules, closing. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly policy: TransferPolicyService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  async overview(): Promise<AdminOverview> {
    const [row] = await this.db.query(`SELECT
      (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM ledger_accounts WHERE kind = 'customer') AS accounts,
      (SELECT count(*)::int FROM transactions) AS transactions,
      (SELECT count(*)::int FROM support_requests WHERE status = 'open') AS support,
      (SELECT count(*)::int FROM transfers WHERE status = 'under_review') AS review,
      (SELECT count(*)::int FROM adjustment_requests WHERE status = 'pending') AS approvals`);
    return {
      totalUsers: row.users,
      totalAccounts: row.accounts,
      transactions: row.transactions,
      supportRequests: row.support,
      reviewQueue: row.review,
      pendingApprovals: row.approvals,
    };
  }

  async list(input: AdminUserQuery): Promise<AdminUserPage> {
    const query = AdminUserQuerySchema.parse(input);
    const filters: string[] = [];
    const params: unknown[] = [];
    if (query.search) {
      params.push(`%${escapeLike(query.search)}%`);
      filters.push(`(u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)`);
    }
    if (query.status) {
      params.push(query.status);
      filters.push(`${STATUS_SQL} = $${params.length}`);
    }
    const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM users u LEFT JOIN transfer_settings ts ON ts.user_id = u.id ${where}`, params);
    const rows: UserRow[] = await this.db.query(
      `${ROW_SQL} ${where} ORDER BY u.created_at DESC, u.id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    return { items: rows.map(toRow), total };
  }

  /** Errors: ADMIN_NOT_FOUND. */
  async detail(id: string, tx: EntityManager = this.db.manager): Promise<AdminUserDetail> {
    const [row]: UserRow[] = await tx.query(`${ROW_SQL} WHERE u.id = $1`, [id]);
    if (!row) throw adminNotFound('user');
    const [settings, accounts] = [await this.policy.settings(id, tx), await this.accounts.list(id, tx)];
    return {
      user: {
        ...toRow(row),
        emailVerified: row.email_verified_at !== null,
        mobile: row.mobile as string | null,
        address: row.address as string | null,
        dateOfBirth: row.date_of_birth as string | null,
        closedAt: (row.closed_at as Date | null)?.toISOString() ?? null,
        closedReason: row.closed_reason as string | null,
      },
      accounts,
      transferSettings: {
        stepUpRequired: settings.stepUpRequired,
        limitTier: settings.tier,
        suspendedReason: settings.suspendedReason,
        pinSet: settings.pinHash !== null,
        pinLocked: settings.pinFailures >= PIN_FAILURES_MAX,
      },
    };
  }

  /**
   * Staff edit a person's profile and role. Nobody changes their own role; the last admin stays an
   * admin; a new email must be verified again. Errors: ADMIN_NOT_FOUND, ADMIN_OWN_ROLE, ADMIN_LAST_ADMIN, ADMIN_EMAIL_TAKEN.
   */
  async update(staff: AuthContext, id: string, request: AdminUpdateUserRequest, client: ClientInfo): Promise<AdminUserDetail> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.query('SELECT first_name, last_name, email, mobile, address, date_of_birth, role FROM users WHERE id = $1 FOR UPDATE', [id]);
      if (!current) throw adminNotFound('user');
      const changes = changedColumns(current, request as Record<string, unknown>);
      if ('role' in changes.after) await this.assertRoleChange(tx, staff, id, changes.after.role as string);
      if (Object.keys(changes.after).length === 0) return this.detail(id, tx);
      if ('email' in changes.after && (await tx.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [changes.after.email, id])).length > 0) {
        throw new AdminException(AdminErrorCode.EMAIL_TAKEN, 'Another account already uses this email.');
      }
      const sets = Object.keys(changes.after).map((column, index) => `${column} = $${index + 2}`);
      const extra = [
        'email' in changes.after ? 'email_verified_at = NULL' : null,
        'role' in changes.after ? 'token_version = token_version + 1' : null,
      ].filter(Boolean);
      await tx.query(`UPDATE users SET ${[...sets, ...extra, 'updated_at = now()'].join(', ')} WHERE id = $1`, [id, ...Object.values(changes.after)]);
      const action = 'role' in changes.after ? 'user.role_changed' : 'user.updated_by_staff';
      await this.audit.record(tx, { actor: staffActor(staff), action, target: { type: 'user', id }, ip: client.ip, before: changes.before, after: changes.after });
      return this.detail(id, tx);
    });
  }

  /** Closes a customer who holds nothing: their accounts close, their sessions end. Errors: ADMIN_NOT_FOUND, ADMIN_STAFF_NOT_CLOSABLE, ADMIN_BALANCE_NOT_ZERO, ADMIN_ALREADY_CLOSED. */
  async close(staff: AuthContext, id: string, reason: string, client: ClientInfo): Promise<AdminUserDetail> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.query('SELECT role, status FROM users WHERE id = $1 FOR UPDATE', [id]);
      if (!user) throw adminNotFound('user');
      if (user.role === 'admin') throw new AdminException(AdminErrorCode.STAFF_NOT_CLOSABLE, 'Staff accounts cannot be closed here.');
      if (user.status === 'closed') throw new AdminException(AdminErrorCode.ALREADY_CLOSED, 'This user is already closed.');
      const open = await tx.query("SELECT id, balance_minor FROM ledger_accounts WHERE owner_id = $1 AND status = 'active' FOR UPDATE", [id]);
      const remaining = open.reduce((sum: number, account: { balance_minor: string }) => sum + Math.abs(toMinor(account.balance_minor)), 0);
      if (remaining !== 0) {
        throw new AdminException(AdminErrorCode.BALANCE_NOT_ZERO, 'This user still has money in an account. Every account must be at zero before the user is closed.');
      }
      await tx.query("UPDATE ledger_accounts SET status = 'closed', closed_at = now(), closed_reason = $2 WHERE owner_id = $1 AND status = 'active'", [id, reason]);
      await tx.query("UPDATE users SET status = 'closed', closed_at = now(), closed_reason = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1", [
        id,
        reason,
      ]);
      await this.sessions.revokeAll(tx, id, 'closed by staff');
      await this.audit.record(tx, { actor: staffActor(staff), action: 'user.closed', target: { type: 'user', id }, ip: client.ip, before: { status: user.status }, after: { status: 'closed', reason } });
      return this.detail(id, tx);
    });
  }

  private async assertRoleChange(tx: EntityManager, staff: AuthContext, id: string, role: string): Promise<void> {
    if (id === staff.user.id) throw new AdminException(AdminErrorCode.OWN_ROLE, 'Nobody can change their own role.');
    if (role === 'admin') return;
    const admins = await tx.query("SELECT id FROM users WHERE role = 'admin' AND status = 'active' FOR UPDATE");
    if (admins.length <= 1 && admins.some((admin: { id: string }) => admin.id === id)) {
      throw new AdminException(AdminErrorCode.LAST_ADMIN, 'This is the last admin: make someone else an admin first.');
    }
  }
}

const COLUMN: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  mobile: 'mobile',
  address: 'address',
  dateOfBirth: 'date_of_birth',
  role: 'role',
};

/** The columns a request really changes, with their old and new values. */
function changedColumns(current: Record<string, unknown>, request: Record<string, unknown>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(request)) {
    const column = COLUMN[field];
    if (!column || value === undefined || current[column] === value) continue;
    before[column] = current[column];
    after[column] = value;
  }
  return { before, after };
}
