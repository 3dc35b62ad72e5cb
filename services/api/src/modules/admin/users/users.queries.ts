import type { AdminUserStatus } from '@vaultline/contracts';
import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../../platform/database/sql';

/** A user's status as staff see it (the status filter of the dashboard). */
const STATUS_SQL = `CASE WHEN u.status = 'closed' THEN 'closed'
  WHEN u.email_verified_at IS NULL THEN 'pending'
  WHEN ts.suspended_reason IS NOT NULL THEN 'suspended'
  ELSE 'active' END`;

const ROW_SQL = `SELECT u.id, u.first_name, u.last_name, u.email, u.role, u.avatar_id, u.created_at, u.email_verified_at, u.mobile, u.address,
    u.date_of_birth, u.closed_at, u.closed_reason, ${STATUS_SQL} AS status, coalesce(ts.step_up_required, false) AS step_up_required,
    (SELECT coalesce(sum(balance_minor), 0) FROM ledger_accounts a WHERE a.owner_id = u.id AND a.status = 'active') AS total_balance
  FROM users u LEFT JOIN transfer_settings ts ON ts.user_id = u.id`;

export interface UserRow {
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

/** The profile columns staff edit, keyed by column name. */
export interface ProfileRow {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  address: string | null;
  date_of_birth: string | null;
  role: string;
  [column: string]: unknown;
}

/** The role and the stored status of a user (users.status: active or closed). */
export interface UserStateRow {
  role: UserRow['role'];
  status: string;
}

export interface ActiveAccountRow {
  id: string;
  balance_minor: string;
}

interface IdRow {
  id: string;
}

interface CountRow {
  total: number;
}

/** One page of user rows, and how many users match in all. */
export interface UserPageRows {
  total: number;
  rows: UserRow[];
}

export interface UserPageFilter {
  search?: string;
  status?: AdminUserStatus;
  page: number;
  pageSize: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One page of users (newest first) and how many match: search by name or email, filter by status. */
export async function findUserPage(db: Queryable, filter: UserPageFilter): Promise<UserPageRows> {
  const filters: string[] = [];
  const params: unknown[] = [];
  if (filter.search) {
    params.push(`%${escapeLike(filter.search)}%`);
    filters.push(`(u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)`);
  }
  if (filter.status) {
    params.push(filter.status);
    filters.push(`${STATUS_SQL} = $${params.length}`);
  }
  const where = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
  const { total } = await sqlOne<CountRow>(
    db,
    `SELECT count(*)::int AS total FROM users u LEFT JOIN transfer_settings ts ON ts.user_id = u.id ${where}`,
    params,
    'user count',
  );
  const rows = await sqlRows<UserRow>(
    db,
    `${ROW_SQL} ${where} ORDER BY u.created_at DESC, u.id LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
    params,
  );
  return { total, rows };
}

export function findUserRow(db: Queryable, id: string): Promise<UserRow | undefined> {
  return sqlFirst<UserRow>(db, `${ROW_SQL} WHERE u.id = $1`, [id]);
}

/** The user's profile, locked until the transaction ends. */
export function lockProfileRow(tx: Queryable, id: string): Promise<ProfileRow | undefined> {
  return sqlFirst<ProfileRow>(
    tx,
    `SELECT first_name, last_name, email, mobile, address, date_of_birth, role FROM users
       WHERE id = $1 FOR NO KEY UPDATE`,
    [id],
  );
}

/** Writes profile columns (column name to new value) that change at once. */
export async function updateProfileColumns(
  tx: Queryable,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const sets = Object.keys(values).map((column, index) => `${column} = $${index + 2}`);
  await sqlRun(tx, `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...Object.values(values),
  ]);
}

/**
 * Writes an approved role or email change. Every token of the user stops working; a new email
 * is unverified until its owner confirms it.
 */
export async function updateApprovedColumns(
  tx: Queryable,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const sets = Object.keys(values).map((column, index) => `${column} = $${index + 2}`);
  if ('email' in values) sets.push('email_verified_at = NULL');
  await sqlRun(
    tx,
    `UPDATE users SET ${sets.join(', ')}, token_version = token_version + 1, updated_at = now() WHERE id = $1`,
    [id, ...Object.values(values)],
  );
}

/** Whether another user than `userId` has this email. */
export async function isEmailTaken(
  tx: Queryable,
  email: unknown,
  userId: string,
): Promise<boolean> {
  const taken = await sqlRows<IdRow>(tx, 'SELECT id FROM users WHERE email = $1 AND id <> $2', [
    email,
    userId,
  ]);
  return taken.length > 0;
}

/** The active admins' ids, locked: two demotions at once cannot both pass the last-admin check. */
export async function lockActiveAdminIds(tx: Queryable): Promise<string[]> {
  const admins = await sqlRows<IdRow>(
    tx,
    "SELECT id FROM users WHERE role = 'admin' AND status = 'active' FOR UPDATE",
  );
  return admins.map((admin) => admin.id);
}

export function lockUserState(tx: Queryable, id: string): Promise<UserStateRow | undefined> {
  return sqlFirst<UserStateRow>(tx, 'SELECT role, status FROM users WHERE id = $1 FOR UPDATE', [
    id,
  ]);
}

export function lockActiveAccountsOf(tx: Queryable, ownerId: string): Promise<ActiveAccountRow[]> {
  return sqlRows<ActiveAccountRow>(
    tx,
    "SELECT id, balance_minor FROM ledger_accounts WHERE owner_id = $1 AND status = 'active' FOR UPDATE",
    [ownerId],
  );
}

/** Closes the user's active accounts, then the user (every token of theirs stops working). */
export async function closeUserAndAccounts(
  tx: Queryable,
  id: string,
  reason: string,
): Promise<void> {
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
}

/** Starts the 24 hours after a second-factor reset in which payments to new recipients wait. */
export async function markSecondFactorReset(db: Queryable, userId: string): Promise<void> {
  await sqlRun(db, 'UPDATE users SET second_factor_reset_at = now() WHERE id = $1', [userId]);
}
