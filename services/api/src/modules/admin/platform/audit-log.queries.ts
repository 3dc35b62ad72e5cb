import type { AuditLogRow } from '../../../platform/audit/audit.service';
import type { Queryable } from '../../../platform/database/sql';
import { sqlRows } from '../../../platform/database/sql';

export interface AuditRecordRow extends AuditLogRow {
  actor_name: string | null;
}

/** The audit trail's filters, as AuditQuerySchema parsed them. */
export interface AuditFilter {
  actorId?: string;
  userId?: string;
  action?: string;
  from?: string;
  to?: string;
  before?: string;
  limit: number;
}

/** Up to `limit + 1` records, newest first (one more than a page says whether another follows). */
export function findAuditRecords(db: Queryable, query: AuditFilter): Promise<AuditRecordRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) =>
    where.push(sql(`$${params.push(value)}`));
  if (query.actorId) add((p) => `l.actor_id = ${p}`, query.actorId);
  if (query.userId) {
    // About a user: they did it, or it targets them, one of their accounts, transfers or statement lines.
    add(
      (p) => `(l.actor_id = ${p}::uuid OR (l.target_type = 'user' AND l.target_id = ${p}::text)
          OR (l.target_type = 'account' AND l.target_id IN (SELECT id::text FROM ledger_accounts WHERE owner_id = ${p}::uuid))
          OR (l.target_type = 'transfer' AND l.target_id IN (SELECT id::text FROM transfers WHERE user_id = ${p}::uuid))
          OR (l.target_type = 'transaction' AND l.target_id IN (SELECT id::text FROM transactions WHERE user_id = ${p}::uuid)))`,
      query.userId,
    );
  }
  if (query.action) add((p) => `l.action LIKE ${p}`, `${query.action}%`);
  if (query.from) add((p) => `l.at >= ${p}::date`, query.from);
  if (query.to) add((p) => `l.at < ${p}::date + 1`, query.to);
  if (query.before) add((p) => `l.id < ${p}::bigint`, query.before);
  params.push(query.limit + 1);
  return sqlRows<AuditRecordRow>(
    db,
    `SELECT l.*, u.first_name || ' ' || u.last_name AS actor_name FROM audit_log l LEFT JOIN users u ON u.id = l.actor_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.id DESC LIMIT $${params.length}`,
    params,
  );
}
