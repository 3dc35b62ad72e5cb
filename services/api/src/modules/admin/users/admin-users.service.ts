import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminOverview,
  AdminUpdateUserRequest,
  AdminUserDetail,
  AdminUserPage,
  AdminUserQuery,
  AdminUserRow,
  AdminUserStatus,
  AdminUserUpdate,
  ChangeValue,
} from '@vaultline/contracts';
import { AdminErrorCode, AdminUserQuerySchema } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { SessionsService } from '../../identity/sessions.service';
import { toMinor } from '../../../platform/database/money';
import { sqlFirst, sqlRows, sqlRun } from '../../../platform/database/sql';
import { MailMessage, MailService } from '../../../platform/mail/mail.service';
import { AccountsService } from '../../accounts/accounts.service';
import { PIN_FAILURES_MAX, TransferPolicyService } from '../../transfers/transfer-policy.service';
import { avatarUrl } from '../../users/users.service';
import { AdminException, adminNotFound, ownAccount } from '../admin.exception';
import { assertUnchanged } from '../approvals/change-request-rules';
import type {
  AfterCommit,
  ChangeApplier,
  ChangeValues,
  StoredChange,
} from '../approvals/change-request.types';
import { ChangeRequestsService } from '../approvals/change-requests.service';
import { staffActor } from '../staff-actor';

/** A user's status as staff see it (the status filter of the dashboard). */
const STATUS_SQL = `CASE WHEN u.status = 'closed' THEN 'closed'
  WHEN u.email_verified_at IS NULL THEN 'pending'
  WHEN ts.suspended_reason IS NOT NULL THEN 'suspended'
  ELSE 'active' END`;

const ROW_SQL = `SELECT u.id, u.first_name, u.last_name, u.email, u.role, u.avatar_id, u.created_at, u.email_verified_at, u.mobile, u.address,
    u.date_of_birth, u.closed_at, u.closed_reason, ${STATUS_SQL} AS status, coalesce(ts.step_up_required, false) AS step_up_required,
    (SELECT coalesce(sum(balance_minor), 0) FROM ledger_accounts a WHERE a.owner_id = u.id AND a.status = 'active') AS total_balance
  FROM users u LEFT JOIN transfer_settings ts ON ts.user_id = u.id`;

interface UserRow {
  id: string;
  status: AdminUserStatus;
  role: 'customer' | 'admin';
  email: string;
  first_name: string;
  last_name: string;
  step_up_required: boolean;
  total_balance: string;
  avatar_id: string | null;
  created_at: Date;
  email_verified_at: Date | null;
  mobile: string | null;
  address: string | null;
  date_of_birth: string | null;
  closed_at: Date | null;
  closed_reason: string | null;
}

type OverviewCounts = Record<
  'users' | 'accounts' | 'transactions' | 'support' | 'review' | 'approvals',
  number
>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function toRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    status: row.status,
    stepUpRequired: row.step_up_required,
    totalBalanceMinor: toMinor(row.total_balance),
    avatarUrl: avatarUrl(row.avatar_id),
    createdAt: row.created_at.toISOString(),
  };
}

/** Staff's view of the people: lists, details, profile edits (role and email two-person), closing. */
@Injectable()
export class AdminUsersService implements ChangeApplier {
  readonly kind = 'user';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly policy: TransferPolicyService,
    private readonly sessions: SessionsService,
    private readonly requests: ChangeRequestsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async overview(): Promise<AdminOverview> {
    const [row] = await sqlRows<OverviewCounts>(
      this.db,
      `SELECT
      (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM ledger_accounts WHERE kind = 'customer') AS accounts,
      (SELECT count(*)::int FROM transactions) AS transactions,
      (SELECT count(*)::int FROM support_requests WHERE status = 'open') AS support,
      (SELECT count(*)::int FROM transfers WHERE status = 'under_review') AS review,
      (SELECT count(*)::int FROM adjustment_requests WHERE status = 'pending')
        + (SELECT count(*)::int FROM change_requests WHERE status = 'pending') AS approvals`,
    );
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
    const [{ total }] = await sqlRows<{ total: number }>(
      this.db,
      `SELECT count(*)::int AS total FROM users u LEFT JOIN transfer_settings ts ON ts.user_id = u.id ${where}`,
      params,
    );
    const rows = await sqlRows<UserRow>(
      this.db,
      `${ROW_SQL} ${where} ORDER BY u.created_at DESC, u.id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    return { items: rows.map(toRow), total };
  }

  /** Errors: ADMIN_NOT_FOUND. */
  async detail(id: string, tx: EntityManager = this.db.manager): Promise<AdminUserDetail> {
    const row = await sqlFirst<UserRow>(tx, `${ROW_SQL} WHERE u.id = $1`, [id]);
    if (!row) throw adminNotFound('user');
    const [settings, accounts] = [
      await this.policy.settings(id, tx),
      await this.accounts.list(id, tx),
    ];
    return {
      user: {
        ...toRow(row),
        emailVerified: row.email_verified_at !== null,
        mobile: row.mobile,
        address: row.address,
        dateOfBirth: row.date_of_birth,
        closedAt: row.closed_at?.toISOString() ?? null,
        closedReason: row.closed_reason,
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
   * Staff edit a person's profile. Names, mobile, address and date of birth change at once; the
   * role and the email wait for a second staff member (one request). Nobody changes their own role
   * or email here; the last admin stays an admin. Errors: ADMIN_NOT_FOUND, ADMIN_OWN_ROLE,
   * ADMIN_OWN_ACCOUNT, ADMIN_LAST_ADMIN, ADMIN_EMAIL_TAKEN, ADMIN_REASON_REQUIRED.
   */
  async update(
    staff: AuthContext,
    id: string,
    request: AdminUpdateUserRequest,
    client: ClientInfo,
  ): Promise<AdminUserUpdate> {
    return this.db.transaction(async (tx) => {
      const current = await this.lockProfile(tx, id);
      const { reason, ...fields } = request;
      const changes = changedColumns(current, fields);
      const asked = Object.fromEntries(
        Object.entries(changes.after).filter(([column]) => TWO_PERSON.includes(column)),
      );
      await this.checkUserChange(tx, staff, id, asked);
      const immediate = Object.keys(changes.after).filter((column) => !TWO_PERSON.includes(column));
      if (immediate.length > 0) {
        const sets = immediate.map((column, index) => `${column} = $${index + 2}`);
        await sqlRun(tx, `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
          id,
          ...immediate.map((column) => changes.after[column]),
        ]);
        const pickOf = (values: Record<string, unknown>) =>
          Object.fromEntries(immediate.map((column) => [column, values[column]]));
        await this.audit.record(tx, {
          actor: staffActor(staff),
          action: 'user.updated_by_staff',
          target: { type: 'user', id },
          ip: client.ip,
          before: pickOf(changes.before),
          after: pickOf(changes.after),
        });
      }
      const opened = Object.keys(asked).length
        ? await this.requests.open(
            tx,
            staff,
            {
              kind: 'user',
              subjectId: id,
              changes: toFields(asked),
              before: toFields(pickColumns(current, asked)),
              reason,
            },
            client,
          )
        : null;
      return { detail: await this.detail(id, tx), request: opened };
    });
  }

  /**
   * Applies an approved role or email change, checked again now: the values the maker saw, the
   * role rules, the address still free. A new email must be verified again; the customer's
   * sessions end and the old address is told. Errors: as update, and ADMIN_CHANGED_SINCE_REQUEST.
   */
  async applyChange(
    tx: EntityManager,
    checker: AuthContext,
    change: StoredChange,
    client: ClientInfo,
  ): Promise<AfterCommit[]> {
    const id = change.subjectId as string;
    const current = await this.lockProfile(tx, id);
    assertUnchanged(change, { role: current.role, email: current.email });
    const columns = toColumns(change.changes);
    await this.checkUserChange(tx, checker, id, columns);
    const emailChanged = 'email' in columns;
    const sets = Object.keys(columns).map((column, index) => `${column} = $${index + 2}`);
    if (emailChanged) sets.push('email_verified_at = NULL');
    await sqlRun(
      tx,
      `UPDATE users SET ${sets.join(', ')}, token_version = token_version + 1, updated_at = now() WHERE id = $1`,
      [id, ...Object.values(columns)],
    );
    if (emailChanged) await this.sessions.revokeAll(tx, id, 'email changed by staff');
    for (const [column, action] of [
      ['role', 'user.role_changed'],
      ['email', 'user.email_changed_by_staff'],
    ]) {
      if (!(column in columns)) continue;
      await this.audit.record(tx, {
        actor: staffActor(checker),
        action,
        target: { type: 'user', id },
        ip: client.ip,
        before: { [column]: current[column] },
        after: { [column]: columns[column] },
        details: { requestId: change.id, makerId: change.makerId },
      });
    }
    if (!emailChanged) return [];
    const notice = staffEmailChangeMail(current.email, current.first_name, columns.email as string);
    return [() => this.mail.send(notice)];
  }

  /** The rules of a role or email change, for the maker and again for the checker. */
  private async checkUserChange(
    tx: EntityManager,
    staff: AuthContext,
    id: string,
    columns: Record<string, unknown>,
  ): Promise<void> {
    if ('role' in columns) await this.assertRoleChange(tx, staff, id, columns.role as string);
    if (!('email' in columns)) return;
    if (id === staff.user.id)
      throw ownAccount('your own user (change your email from your profile)');
    const taken = await sqlRows<{ id: string }>(
      tx,
      'SELECT id FROM users WHERE email = $1 AND id <> $2',
      [columns.email, id],
    );
    if (taken.length > 0)
      throw new AdminException(
        AdminErrorCode.EMAIL_TAKEN,
        'Another account already uses this email.',
      );
  }

  private async lockProfile(tx: EntityManager, id: string): Promise<ProfileRow> {
    const [current] = await sqlRows<ProfileRow>(
      tx,
      `SELECT first_name, last_name, email, mobile, address, date_of_birth, role FROM users
       WHERE id = $1 FOR NO KEY UPDATE`,
      [id],
    );
    if (!current) throw adminNotFound('user');
    return current;
  }

  /** Closes a customer who holds nothing: their accounts close, their sessions end. Errors: ADMIN_NOT_FOUND, ADMIN_STAFF_NOT_CLOSABLE, ADMIN_BALANCE_NOT_ZERO, ADMIN_ALREADY_CLOSED. */
  async close(
    staff: AuthContext,
    id: string,
    reason: string,
    client: ClientInfo,
  ): Promise<AdminUserDetail> {
    return this.db.transaction(async (tx) => {
      const user = await sqlFirst<Pick<UserRow, 'role' | 'status'>>(
        tx,
        'SELECT role, status FROM users WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!user) throw adminNotFound('user');
      if (user.role === 'admin')
        throw new AdminException(
          AdminErrorCode.STAFF_NOT_CLOSABLE,
          'Staff accounts cannot be closed here.',
        );
      if (user.status === 'closed')
        throw new AdminException(AdminErrorCode.ALREADY_CLOSED, 'This user is already closed.');
      const open = await sqlRows<{ id: string; balance_minor: string }>(
        tx,
        "SELECT id, balance_minor FROM ledger_accounts WHERE owner_id = $1 AND status = 'active' FOR UPDATE",
        [id],
      );
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
      await sqlRun(
        tx,
        "UPDATE ledger_accounts SET status = 'closed', closed_at = now(), closed_reason = $2 WHERE owner_id = $1 AND status = 'active'",
        [id, reason],
      );
      await sqlRun(
        tx,
        "UPDATE users SET status = 'closed', closed_at = now(), closed_reason = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1",
        [id, reason],
      );
      await this.sessions.revokeAll(tx, id, 'closed by staff');
      await this.audit.record(tx, {
        actor: staffActor(staff),
        action: 'user.closed',
        target: { type: 'user', id },
        ip: client.ip,
        before: { status: user.status },
        after: { status: 'closed', reason },
      });
      return this.detail(id, tx);
    });
  }

  private async assertRoleChange(
    tx: EntityManager,
    staff: AuthContext,
    id: string,
    role: string,
  ): Promise<void> {
    if (id === staff.user.id)
      throw new AdminException(AdminErrorCode.OWN_ROLE, 'Nobody can change their own role.');
    if (role === 'admin') return;
    const admins = await sqlRows<{ id: string }>(
      tx,
      "SELECT id FROM users WHERE role = 'admin' AND status = 'active' FOR UPDATE",
    );
    if (admins.length <= 1 && admins.some((admin) => admin.id === id)) {
      throw new AdminException(
        AdminErrorCode.LAST_ADMIN,
        'This is the last admin: make someone else an admin first.',
      );
    }
  }
}

interface ProfileRow {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  address: string | null;
  date_of_birth: string | null;
  role: string;
  [column: string]: unknown;
}

/** Columns that only change when a second staff member approves. */
const TWO_PERSON = ['role', 'email'];

function staffEmailChangeMail(to: string, firstName: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'The email of your Vaultline account was changed',
    text: [
      `Hello ${firstName},`,
      `Our staff changed the email of your Vaultline account to ${newEmail}. From now on we write to that ` +
        'address, and it must be confirmed with a code before it is used to sign in. ' +
        'Every session of your account was signed out.',
      'If you did not ask for this, contact our support at once.',
      'Vaultline',
    ].join('\n\n'),
  };
}

function pickColumns(
  values: Record<string, unknown>,
  columns: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.keys(columns).map((column) => [column, values[column]]));
}

/** Column names to the API's field names, and back (role and email are spelled the same). */
function toFields(columns: Record<string, unknown>): ChangeValues {
  return Object.fromEntries(
    Object.entries(columns).map(([column, value]) => [
      FIELD[column] ?? column,
      value as ChangeValue,
    ]),
  );
}

function toColumns(fields: ChangeValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [COLUMN[field] ?? field, value]),
  );
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
const FIELD: Record<string, string> = Object.fromEntries(
  Object.entries(COLUMN).map(([field, column]) => [column, field]),
);

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
