import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditPage, AuditQuery, ChainVerification } from '@vaultline/contracts';
import { AuditQuerySchema } from '@vaultline/contracts';
import { AuditService, toAuditRecord } from '../../../platform/audit/audit.service';
import { findAuditRecords } from './audit-log.queries';

/** Reading the audit trail: filters, newest first, and a check of the whole hash chain. */
@Injectable()
export class AdminAuditService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  async page(input: AuditQuery): Promise<AuditPage> {
    const query = AuditQuerySchema.parse(input);
    const rows = await findAuditRecords(this.db, query);
    const items = rows.slice(0, query.limit).map((row) => ({
      ...toAuditRecord(row),
      actorName: row.actor_name,
    }));
    const last = items.at(-1);
    return { items, nextBefore: rows.length > query.limit && last ? last.id : null };
  }

  async verify(): Promise<ChainVerification> {
    return { ...(await this.audit.verifyChain()), checkedAt: new Date().toISOString() };
  }
}
