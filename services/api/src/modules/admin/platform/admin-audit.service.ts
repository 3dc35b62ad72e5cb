import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditPage, AuditQuery, ChainVerification } from '@vaultline/contracts';
import { AuditQuerySchema } from '@vaultline/contracts';
import { DataSource } from 'typeorm';
import { AuditLogRow, AuditService, toAuditRecord } from '../../../platform/audit/audit.service';
import { sqlRows } from '../../../platform/database/sql';

/** Reading the audit trail: filters, newest first, and a check of the whole hash chain. */
@Injectable()
export class AdminAuditService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  async page(input: AuditQuery): Promise<AuditPage> {
    const query = AuditQuerySchema.parse(input);
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
    const rows = await sqlRows<AuditLogRow & { actor_name: string | null }>(
      this.db,
      `SELECT l.*, u.first_name || ' ' || u.last_name AS actor_name FROM audit_log l LEFT JOIN users u ON u.id = l.actor_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.id DESC LIMIT $${params.length}`,
      params,
    );
    const items = rows.slice(0, query.limit).map((row) => ({
      ...toAuditRecord(row),
      actorName: row.actor_name,
    }));
    return { items, nextBefore: rows.length > query.limit ? items[items.length - 1].id : null };
  }

  async verify(): Promise<ChainVerification> {
    return { ...(await this.audit.verifyChain()), checkedAt: new Date().toISOString() };
  }
}
