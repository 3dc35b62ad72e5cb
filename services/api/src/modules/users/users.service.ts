import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Me } from '@vaultline/contracts';
import { UuidSchema } from '@vaultline/contracts';
import { DataSource, EntityManager, In } from 'typeorm';
import { BatchedCall } from '../../platform/database/batched-call';
import { PreparedStatements } from '../../platform/database/prepared-statements';
import { User } from './user.entity';
import { sqlFirst } from '../../platform/database/sql';

export function avatarUrl(avatarId: string | null): string | null {
  return avatarId ? `/api/avatars/${avatarId}` : null;
}

/**
 * The users columns under their entity property names (`u.first_name AS "firstName"`), read from
 * the entity's metadata: a hot-path row becomes a `User` without a hand-written mapping.
 */
function userSelectList(db: DataSource): string {
  return db
    .getMetadata(User)
    .columns.map((column) => `u.${column.databaseName} AS "${column.propertyName}"`)
    .join(', ');
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

  private readonly openSessionsSql: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly prepared: PreparedStatements,
  ) {
    this.openSessionsSql = `SELECT q.i, ${userSelectList(db)}
      FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS q(user_id, session_id, i) JOIN users u ON u.id = q.user_id
      WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.id = q.session_id AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now())`;
  }

  findByEmail(email: string, tx: EntityManager = this.db.manager): Promise<User | null> {
    return tx.getRepository(User).findOneBy({ email });
  }

  /** The users among `ids` (in no particular order; unknown ids are left out). */
  findByIds(ids: string[], tx: EntityManager = this.db.manager): Promise<User[]> {
    return ids.length === 0 ? Promise.resolve([]) : tx.getRepository(User).findBy({ id: In(ids) });
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
    const rows = await this.prepared.rows<User & { i: string }>(
      'users_with_open_session',
      this.openSessionsSql,
      [keys.map((key) => key.userId), keys.map((key) => key.sessionId)],
    );
    const users: (User | null)[] = keys.map(() => null);
    for (const { i, ...user } of rows) users[Number(i) - 1] = Object.assign(new User(), user);
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
    const row = await sqlFirst<{ set: boolean }>(
      tx,
      'SELECT pin_hash IS NOT NULL AS set FROM transfer_settings WHERE user_id = $1',
      [userId],
    );
    return row?.set === true;
  }
}
