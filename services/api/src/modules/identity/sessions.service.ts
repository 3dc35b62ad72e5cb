import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { AuthErrorCode, SessionInfo } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey, keyedHash, sameHash } from '../../platform/crypto/keys';
import type { User } from '../users/user.entity';
import { RefreshToken, Session } from './identity.entities';
import { lockToken, markRotated, readSessionOfToken, revokeAllBut } from './sessions.queries';
import type { TokenRow } from './sessions.queries';

const SESSIONS_LISTED_MAX = 50;

export interface IssuedRefreshToken {
  sessionId: string;
  token: string;
  persistent: boolean;
  expiresAt: Date;
}

/**
 * Sessions are refresh-token families. A refresh token is opaque (`<id>.<secret>`), stored as a
 * keyed hash, and used exactly once: each use replaces it with the next. Presenting a used one
 * means it was copied, so the whole family (session) is revoked. The server ends every session
 * after SESSION_IDLE_MINUTES without a request the person made (the guard records activity; a
 * refresh is not activity) and SESSION_MAX_HOURS after its sign-in, "remember me" included: that
 * only keeps the cookie when the browser closes.
 */
@Injectable()
export class SessionsService {
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {
    this.key = deriveKey(config.appSecret, 'refresh-token');
  }

  /** When a session that started at `createdAt` ends at the latest (its absolute limit). */
  private endOf(createdAt: Date): Date {
    return new Date(createdAt.getTime() + this.config.sessionMaxMs);
  }

  /** Whether the session is past its idle or absolute limit. */
  private lapsed(row: Pick<TokenRow, 'created_at' | 'last_used_at'>): boolean {
    const now = Date.now();
    return (
      new Date(row.last_used_at).getTime() <= now - this.config.sessionIdleMs ||
      this.endOf(new Date(row.created_at)).getTime() <= now
    );
  }

  async start(
    tx: EntityManager,
    user: User,
    persistent: boolean,
    client: ClientInfo,
  ): Promise<IssuedRefreshToken> {
    const sessionId = randomUUID();
    const expiresAt = this.endOf(new Date());
    await tx.getRepository(Session).insert({
      id: sessionId,
      userId: user.id,
      persistent,
      userAgent: client.userAgent,
      ip: client.ip,
      expiresAt,
    });
    return { sessionId, persistent, expiresAt, token: await this.newToken(tx, sessionId) };
  }

  /**
   * Trades a refresh token for the next one.
   * Errors: AUTH_SESSION_EXPIRED (unknown, expired or revoked), AUTH_SESSION_REVOKED (reuse: the family is revoked).
   */
  async rotate(
    raw: string,
    client: ClientInfo,
  ): Promise<{ userId: string; refresh: IssuedRefreshToken }> {
    const [tokenId, secret] = raw.split('.');
    if (!tokenId || !secret || !/^[0-9a-f-]{36}$/.test(tokenId)) throw sessionExpired();
    const outcome = await this.db.transaction(async (tx) => {
      const row = await lockToken(tx, tokenId);
      if (!row || !sameHash(row.token_hash, keyedHash(this.key, secret)))
        return { kind: 'invalid' as const };
      if (row.revoked_at || row.expires_at <= new Date() || this.lapsed(row))
        return { kind: 'invalid' as const };
      if (row.used_at) {
        await this.revokeSession(tx, row.session_id, 'refresh token reused');
        await this.audit.record(tx, {
          actor: { id: row.user_id, role: row.role },
          action: 'auth.refresh_token_reused',
          target: { type: 'session', id: row.session_id },
          ip: client.ip,
          details: { userAgent: client.userAgent },
        });
        return { kind: 'reused' as const };
      }
      // A refresh is not the person's activity (a tab in the background refreshes too).
      await markRotated(tx, row, client.ip);
      const expiresAt = new Date(row.expires_at);
      const token = await this.newToken(tx, row.session_id);
      return {
        kind: 'ok' as const,
        userId: row.user_id,
        refresh: { sessionId: row.session_id, token, persistent: row.persistent, expiresAt },
      };
    });
    if (outcome.kind === 'reused') {
      throw new AuthException(
        AuthErrorCode.SESSION_REVOKED,
        'This session was ended for your safety. Please sign in again.',
      );
    }
    if (outcome.kind === 'invalid') throw sessionExpired();
    return outcome;
  }

  /** Issues a fresh refresh token for an existing session (after a password change, the current browser stays signed in). */
  async reissue(tx: EntityManager, sessionId: string): Promise<IssuedRefreshToken> {
    const sessions = tx.getRepository(Session);
    const row = await sessions.findOneBy({ id: sessionId });
    if (!row) throw sessionExpired();
    const expiresAt = row.expiresAt;
    await tx
      .getRepository(RefreshToken)
      .update({ sessionId, usedAt: IsNull() }, { usedAt: new Date() });
    await sessions.update(sessionId, { lastUsedAt: new Date() });
    return {
      sessionId,
      persistent: row.persistent,
      expiresAt,
      token: await this.newToken(tx, sessionId),
    };
  }

  /** The session a refresh cookie belongs to, if the cookie is genuine (for sign-out). */
  async sessionOf(
    raw: string,
  ): Promise<{ sessionId: string; userId: string; role: string } | null> {
    const [tokenId, secret] = raw.split('.');
    if (!tokenId || !secret || !/^[0-9a-f-]{36}$/.test(tokenId)) return null;
    const row = await readSessionOfToken(this.db, tokenId);
    return row && sameHash(row.token_hash, keyedHash(this.key, secret))
      ? { sessionId: row.session_id, userId: row.user_id, role: row.role }
      : null;
  }

  async revokeSession(tx: EntityManager, sessionId: string, reason: string): Promise<void> {
    await tx
      .getRepository(Session)
      .update(
        { id: sessionId, revokedAt: IsNull() },
        { revokedAt: new Date(), revokedReason: reason },
      );
  }

  /** Ends every session of a user (but `keep`, when given). */
  async revokeAll(
    tx: EntityManager,
    userId: string,
    reason: string,
    keep: string | null = null,
  ): Promise<void> {
    await revokeAllBut(tx, userId, reason, keep);
  }

  async list(userId: string, currentSessionId: string): Promise<SessionInfo[]> {
    const sessions = await this.db.getRepository(Session).find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { lastUsedAt: 'DESC' },
      take: SESSIONS_LISTED_MAX,
    });
    return sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      userAgent: session.userAgent,
      ip: session.ip,
      persistent: session.persistent,
      current: session.id === currentSessionId,
    }));
  }

  private async newToken(tx: EntityManager, sessionId: string): Promise<string> {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    await tx
      .getRepository(RefreshToken)
      .insert({ id, sessionId, tokenHash: keyedHash(this.key, secret) });
    return `${id}.${secret}`;
  }
}

function sessionExpired(): AuthException {
  return new AuthException(
    AuthErrorCode.SESSION_EXPIRED,
    'Your session has ended. Please sign in again.',
  );
}
