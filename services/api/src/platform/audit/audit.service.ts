import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { sqlOne, sqlRows, sqlRun } from '../database/sql';
import { canonicalJson, normalize } from './canonical-json';

export interface AuditActor {
  id: string | null;
  /** 'customer' | 'admin' for people; 'ops' for the release tooling; 'system' for jobs. */
  role: string;
}

export interface AuditEvent {
  actor: AuditActor | null;
  /** Dotted verb, e.g. auth.sign_in, auth.sign_in_failed, user.role_changed. */
  action: string;
  target?: { type: string; id: string } | null;
  ip?: string | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
}

export interface AuditRecord {
  id: string;
  at: string;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  prevHash: string;
  hash: string;
}

export interface ChainVerification {
  intact: boolean;
  records: number;
  /** The first record whose hash or link does not match, when the chain is broken. */
  brokenAtId: string | null;
}

export interface AuditLogRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  prev_hash: string;
  hash: string;
}

interface ChainHeadRow {
  last_hash: string;
}

const VERIFY_BATCH = 1000;

function recordHash(prevHash: string, row: Omit<AuditLogRow, 'prev_hash' | 'hash'>): string {
  const body = canonicalJson({ ...row, id: String(row.id), at: row.at.toISOString() });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

export function toAuditRecord(row: AuditLogRow): AuditRecord {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actorId: row.actor_id,
    actorRole: row.actor_role,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    ip: row.ip,
    before: row.before,
    after: row.after,
    details: row.details,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

/**
 * The append-only audit trail. Records are written inside the caller's transaction (so an action
 * and its record commit or vanish together) and chained: each stores the hash of the one before,
 * taken under a lock on the chain head, so editing or removing any record breaks the chain.
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Appends a record inside the caller's transaction. */
  async record(tx: EntityManager, event: AuditEvent): Promise<void> {
    const head = await sqlOne<ChainHeadRow>(
      tx,
      'SELECT last_hash FROM audit_chain WHERE id = 1 FOR UPDATE',
    );
    const { id } = await sqlOne<{ id: string }>(
      tx,
      "SELECT nextval('audit_log_id_seq')::text AS id",
    );
    const row = {
      id: String(id),
      at: new Date(),
      actor_id: event.actor?.id ?? null,
      actor_role: event.actor?.role ?? null,
      action: event.action,
      target_type: event.target?.type ?? null,
      target_id: event.target?.id ?? null,
      ip: event.ip ?? null,
      before: normalize(event.before ?? null),
      after: normalize(event.after ?? null),
      details: normalize(event.details ?? null),
    };
    const hash = recordHash(head.last_hash, row);
    await sqlRun(
      tx,
      `INSERT INTO audit_log (id, at, actor_id, actor_role, action, target_type, target_id, ip, before, after, details, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        row.id,
        row.at,
        row.actor_id,
        row.actor_role,
        row.action,
        row.target_type,
        row.target_id,
        row.ip,
        JSON.stringify(row.before),
        JSON.stringify(row.after),
        JSON.stringify(row.details),
        head.last_hash,
        hash,
      ],
    );
    await sqlRun(tx, 'UPDATE audit_chain SET last_hash = $1 WHERE id = 1', [hash]);
  }

  /** Appends a record in its own transaction (for events with no other write, e.g. a failed sign-in). */
  recordAlone(event: AuditEvent): Promise<void> {
    return this.db.transaction((tx) => this.record(tx, event));
  }

  /** The newest records about one target (e.g. a remote's release history), newest first. */
  async forTarget(targetType: string, targetId: string, limit: number): Promise<AuditRecord[]> {
    const rows = await sqlRows<AuditLogRow>(
      this.db,
      'SELECT * FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id DESC LIMIT $3',
      [targetType, targetId, limit],
    );
    return rows.map(toAuditRecord);
  }

  /**
   * The newest records of some actions done by a user or to them (by staff, or a failed sign-in
   * to their account), newest first: what a customer's security centre shows.
   */
  async aboutUser(userId: string, actions: string[], limit: number): Promise<AuditRecord[]> {
    const rows = await sqlRows<AuditLogRow>(
      this.db,
      `SELECT * FROM audit_log
        WHERE action = ANY($2::text[])
          AND (actor_id = $1::uuid OR (target_type = 'user' AND target_id = $1::text))
        ORDER BY id DESC LIMIT $3`,
      [userId, actions, limit],
    );
    return rows.map(toAuditRecord);
  }

  /** Walks the whole chain in order and recomputes every hash. */
  async verifyChain(): Promise<ChainVerification> {
    let prevHash = '0'.repeat(64);
    let lastId = '0';
    let records = 0;
    for (;;) {
      const rows = await sqlRows<AuditLogRow>(
        this.db,
        'SELECT * FROM audit_log WHERE id > $1 ORDER BY id LIMIT $2',
        [lastId, VERIFY_BATCH],
      );
      for (const row of rows) {
        const { prev_hash: storedPrev, hash, ...fields } = row;
        if (
          storedPrev !== prevHash ||
          recordHash(prevHash, { ...fields, id: String(fields.id) }) !== hash
        ) {
          return { intact: false, records, brokenAtId: String(row.id) };
        }
        prevHash = hash;
        records += 1;
      }
      if (rows.length < VERIFY_BATCH) break;
      lastId = String(rows.at(-1)?.id ?? lastId);
    }
    const head = await sqlOne<ChainHeadRow>(
      this.db,
      'SELECT last_hash FROM audit_chain WHERE id = 1',
    );
    const intact = head.last_hash === prevHash;
    return { intact, records, brokenAtId: intact ? null : 'head' };
  }
}
