import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Me } from '@vaultline/contracts';
import { PERSON_NAME_PATTERN, UuidSchema } from '@vaultline/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { BatchedCall } from '../../platform/database/batched-call';
import { PreparedStatements } from '../../platform/database/prepared-statements';
import { User } from './user.entity';
import { pinIsSet } from './users.queries';

/**
 * A customer's name as the bank shows it to others ("Ada Lovelace sent you $5"): the registered
 * first and last name, when they are a name (PERSON_NAME_PATTERN, checked at sign-up since issue
 * 36); a name registered before that which is not one (a link, a phone number) is never shown.
 */
export function registeredName(user: Pick<User, 'firstName' | 'lastName'>): string {
  const name = `${user.firstName.trim()} ${user.lastName.trim()}`;
  return PERSON_NAME_PATTERN.test(name) ? name : 'A Vaultline customer';
}

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
  activity: boolean;
}

/** A session's activity is written at most this often (one UPDATE a minute per session, not per request). */
const ACTIVITY_WRITE_MS = 60_000;

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // $3 idle limit, $4 absolute limit, $5 how often activity is written (ms). The touch reads
    // the same snapshot as the check: a session past its idle limit is not revived by this request.
    const open = `s.revoked_at IS NULL AND s.expires_at > now()
      AND s.last_used_at > now() - $3 * interval '1 millisecond' AND s.created_at > now() - $4 * interval '1 millisecond'`;
    this.openSessionsSql = `WITH touched AS (
        UPDATE sessions s SET last_used_at = now()
        FROM unnest($1::uuid[], $2::uuid[], $6::boolean[]) AS q(user_id, session_id, activity)
        WHERE s.id = q.session_id AND s.user_id = q.user_id AND q.activity
          AND s.last_used_at < now() - $5 * interval '1 millisecond' AND ${open}
      )
      SELECT q.i, ${userSelectList(db)}
      FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS q(user_id, session_id, i) JOIN users u ON u.id = q.user_id
      WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.id = q.session_id AND s.user_id = u.id AND ${open})`;
  }

  findByEmail(email: string, tx: EntityManager = this.db.manager): Promise<User | null> {
    return tx.getRepository(User).findOneBy({ email });
  }

  /** The users among `ids` (in no particular order; unknown ids are left out). */
  findByIds(ids: string[], tx: EntityManager = this.db.manager): Promise<User[]> {
    return ids.length === 0 ? Promise.resolve([]) : tx.getRepository(User).findBy({ id: In(ids) });
  }

  /** The staff members' ids (to tell them of something that needs one of them). */
  async staffIds(tx: EntityManager = this.db.manager): Promise<string[]> {
    const staff = await tx
      .getRepository(User)
      .find({ where: { role: 'admin' }, select: { id: true } });
    return staff.map((user) => user.id);
  }

  findById(id: string, tx: EntityManager = this.db.manager): Promise<User | null> {
    return tx.getRepository(User).findOneBy({ id });
  }

  /**
   * The user behind an access token, if their session is still open: one indexed query on every
   * signed-in request, shared by the requests that arrive together.
   */
  async withOpenSession(
    userId: string,
    sessionId: string,
    activity: boolean,
  ): Promise<User | null> {
    // A malformed id would fail the whole shared query: it cannot name an open session anyway.
    if (!UuidSchema.safeParse(userId).success || !UuidSchema.safeParse(sessionId).success)
      return null;
    return this.openSessions.call({ userId, sessionId, activity });
  }

  private async readOpenSessions(keys: SessionKey[]): Promise<(User | null)[]> {
    const rows = await this.prepared.rows<User & { i: string }>(
      'users_with_open_session',
      this.openSessionsSql,
      [
        keys.map((key) => key.userId),
        keys.map((key) => key.sessionId),
        this.config.sessionIdleMs,
        this.config.sessionMaxMs,
        ACTIVITY_WRITE_MS,
        keys.map((key) => key.activity),
      ],
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
    return pinIsSet(tx, userId);
  }
}
