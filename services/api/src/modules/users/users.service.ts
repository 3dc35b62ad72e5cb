import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Me } from '@vaultline/contracts';
import { UuidSchema } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { BatchedCall } from '../../platform/database/batched-call';
import { hotQuery } from '../../platform/database/sql';
import { User } from './user.entity';

export function avatarUrl(avatarId: string | null): string | null {
  return avatarId ? `/api/avatars/${avatarId}` : null;
}

const USER_COLUMNS =
  'id, email, first_name, last_name, password_hash, role, email_verified_at, mobile, address, date_of_birth, avatar_id, two_factor_enabled, ' +
  'biometric_enabled, notifications, token_version, must_change_password, status, closed_at, closed_reason, created_at, updated_at';

/** A users row as the entity (for hot paths that skip the ORM's query builder). */
export function userFromRow(row: Record<string, unknown>): User {
  return Object.assign(new User(), {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    role: row.role,
    emailVerifiedAt: row.email_verified_at,
    mobile: row.mobile,
    address: row.address,
    dateOfBirth: row.date_of_birth,
    avatarId: row.avatar_id,
    twoFactorEnabled: row.two_factor_enabled,
    biometricEnabled: row.biometric_enabled,
    notifications: row.notifications,
    tokenVersion: row.token_version,
    mustChangePassword: row.must_change_password,
    status: row.status,
    closedAt: row.closed_at,
    closedReason: row.closed_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

interface SessionKey {
  userId: string;
  sessionId: string;
}

/** Reading users and showing them to themselves. */
@Injectable()
export class UsersService {
  private readonly openSessions = new BatchedCall<SessionKey, User | null>(
    (keys) => this.readOpenSessions(keys),
    64,
  );

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findByEmail(email: string, tx: EntityManager = this.db.manager): Promise<User | null> {
    return tx.getRepository(User).findOneBy({ email });
  }

  findById(id: string, tx: EntityManager = this.db.manager): Promise<User | null> {
    return tx.getRepository(User).findOneBy({ id });
  }

  /**
   * The user behind an access token, if their session is still open: one indexed query on every
   * signed-in request, shared by the requests that arrive together.
   */
  async withOpenSession(userId: string, sessionId: string): Promise<User | null> {
    // A malformed id would fail the whole shared query: it cannot name an open session anyway.
    if (!UuidSchema.safeParse(userId).success || !UuidSchema.safeParse(sessionId).success)
      return null;
    return this.openSessions.call({ userId, sessionId });
  }

  private async readOpenSessions(keys: SessionKey[]): Promise<(User | null)[]> {
    const rows = await hotQuery<Record<string, unknown> & { i: string }>(
      this.db.manager,
      'users_with_open_session',
      `SELECT q.i, ${USER_COLUMNS} FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS q(user_id, session_id, i) JOIN users u ON u.id = q.user_id
       WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.id = q.session_id AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now())`,
      [keys.map((key) => key.userId), keys.map((key) => key.sessionId)],
    );
    const users: (User | null)[] = keys.map(() => null);
    for (const row of rows) users[Number(row.i) - 1] = userFromRow(row);
    return users;
  }

  /** Locks the user's row for the rest of the transaction (serialises changes to one user). */
  lock(tx: EntityManager, id: string): Promise<User | null> {
    return tx.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The user as they see themselves: no password hash, PIN or code, ever. */
  async me(user: User, tx: EntityManager = this.db.manager): Promise<Me> {
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
      mobile: user.mobile,
      address: user.address,
      dateOfBirth: user.dateOfBirth,
      createdAt: user.createdAt.toISOString(),
      avatarUrl: avatarUrl(user.avatarId),
      twoFactorEnabled: user.twoFactorEnabled,
      biometricEnabled: user.biometricEnabled,
      notifications: user.notifications,
      hasPin: await this.hasPin(user.id, tx),
      mustChangePassword: user.mustChangePassword,
    };
  }

  /** Whether a transfer PIN is set (never the PIN or its hash). */
  private async hasPin(userId: string, tx: EntityManager): Promise<boolean> {
    const [row] = await tx.query(
      'SELECT pin_hash IS NOT NULL AS set FROM transfer_settings WHERE user_id = $1',
      [userId],
    );
    return row?.set === true;
  }
}
