import type { Queryable } from '../database/sql';
import { sqlOne, sqlRows, sqlRun } from '../database/sql';

// The SQL of the audit trail (audit_log, audit_chain): the chain head, appends, reads.

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

export interface ChainHeadRow {
  last_hash: string;
}

/** The chain head, locked until the caller's transaction ends (appends take turns). */
export function lockChainHead(tx: Queryable): Promise<ChainHeadRow> {
  return sqlOne<ChainHeadRow>(tx, 'SELECT last_hash FROM audit_chain WHERE id = 1 FOR UPDATE');
}

/** The chain head as it stands. */
export function readChainHead(db: Queryable): Promise<ChainHeadRow> {
  return sqlOne<ChainHeadRow>(db, 'SELECT last_hash FROM audit_chain WHERE id = 1');
}

/** The next record's id, drawn from audit_log_id_seq (as text: a bigint). */
export async function nextAuditId(tx: Queryable): Promise<string> {
  const { id } = await sqlOne<{ id: string }>(tx, "SELECT nextval('audit_log_id_seq')::text AS id");
  return id;
}

/** Appends one record, chained to `prevHash` under its own `hash`. */
export async function insertAuditLog(
  tx: Queryable,
  row: Omit<AuditLogRow, 'prev_hash' | 'hash'>,
  prevHash: string,
  hash: string,
): Promise<void> {
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
      prevHash,
      hash,
    ],
  );
}

/** Moves the chain head to the record just appended. */
export async function setChainHead(tx: Queryable, hash: string): Promise<void> {
  await sqlRun(tx, 'UPDATE audit_chain SET last_hash = $1 WHERE id = 1', [hash]);
}

/** The newest records about one target, newest first. */
export function auditLogForTarget(
  db: Queryable,
  targetType: string,
  targetId: string,
  limit: number,
): Promise<AuditLogRow[]> {
  return sqlRows<AuditLogRow>(
    db,
    'SELECT * FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id DESC LIMIT $3',
    [targetType, targetId, limit],
  );
}

/** The newest records of some actions done by a user or to them, newest first. */
export function auditLogAboutUser(
  db: Queryable,
  userId: string,
  actions: string[],
  limit: number,
): Promise<AuditLogRow[]> {
  return sqlRows<AuditLogRow>(
    db,
    `SELECT * FROM audit_log
        WHERE action = ANY($2::text[])
          AND (actor_id = $1::uuid OR (target_type = 'user' AND target_id = $1::text))
        ORDER BY id DESC LIMIT $3`,
    [userId, actions, limit],
  );
}

/** Up to `limit` records after id `afterId`, in chain order. */
export function auditLogAfter(
  db: Queryable,
  afterId: string,
  limit: number,
): Promise<AuditLogRow[]> {
  return sqlRows<AuditLogRow>(db, 'SELECT * FROM audit_log WHERE id > $1 ORDER BY id LIMIT $2', [
    afterId,
    limit,
  ]);
}
