import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  auditLogAfter,
  auditLogAboutUser,
  auditLogForTarget,
  insertAuditLog,
  lockChainHead,
  nextAuditId,
  readChainHead,
  setChainHead,
} from './audit.queries';
import type { AuditLogRow } from './audit.queries';
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

export type { AuditLogRow } from './audit.queries';

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
    const head = await lockChainHead(tx);
    const id = await nextAuditId(tx);
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
    await insertAuditLog(tx, row, head.last_hash, hash);
    await setChainHead(tx, hash);
  }

  /** Appends a record in its own transaction (for events with no other write, e.g. a failed sign-in). */
  recordAlone(event: AuditEvent): Promise<void> {
    return this.db.transaction((tx) => this.record(tx, event));
  }

  /** The newest records about one target (e.g. a remote's release history), newest first. */
  async forTarget(targetType: string, targetId: string, limit: number): Promise<AuditRecord[]> {
    const rows = await auditLogForTarget(this.db, targetType, targetId, limit);
    return rows.map(toAuditRecord);
  }

  /**
   * The newest records of some actions done by a user or to them (by staff, or a failed sign-in
   * to their account), newest first: what a customer's security centre shows.
   */
  async aboutUser(userId: string, actions: string[], limit: number): Promise<AuditRecord[]> {
    const rows = await auditLogAboutUser(this.db, userId, actions, limit);
    return rows.map(toAuditRecord);
  }

  /** Walks the whole chain in order and recomputes every hash. */
  async verifyChain(): Promise<ChainVerification> {
    let prevHash = '0'.repeat(64);
    let lastId = '0';
    let records = 0;
    for (;;) {
      const rows = await auditLogAfter(this.db, lastId, VERIFY_BATCH);
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
    const head = await readChainHead(this.db);
    const intact = head.last_hash === prevHash;
    return { intact, records, brokenAtId: intact ? null : 'head' };
  }
}
