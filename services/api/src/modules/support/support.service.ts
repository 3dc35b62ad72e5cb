import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CreateSupportRequest, SupportRequest } from '@vaultline/contracts';
import { CreateSupportRequestSchema } from '@vaultline/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../platform/auth/current-user.decorator';

export const SUPPORT_COLUMNS = 'id, user_id, email, phone, category, subject, message, status, created_at, resolved_at';

export interface SupportRow {
  id: string;
  user_id: string;
  email: string;
  phone: string | null;
  category: SupportRequest['category'];
  subject: string;
  message: string;
  status: SupportRequest['status'];
  created_at: Date;
  resolved_at: Date | null;
}

export function toSupportRequest(row: SupportRow): SupportRequest {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    phone: row.phone,
    category: row.category,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}

/** Customers' support requests: sent, and read back with their status. */
@Injectable()
export class SupportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  async create(auth: AuthContext, input: CreateSupportRequest, client: ClientInfo): Promise<SupportRequest> {
    const request = CreateSupportRequestSchema.parse(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query(
        `INSERT INTO support_requests (user_id, email, phone, category, subject, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${SUPPORT_COLUMNS}`,
        [auth.user.id, request.email, request.phone ?? null, request.category, request.subject, request.message],
      );
      await this.audit.record(tx, { actor: { id: auth.user.id, role: auth.user.role }, action: 'support.requested', target: { type: 'support_request', id: row.id }, ip: client.ip });
      return toSupportRequest(row);
    });
  }

  async listOwn(userId: string): Promise<SupportRequest[]> {
    const rows: SupportRow[] = await this.db.query(`SELECT ${SUPPORT_COLUMNS} FROM support_requests WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100`, [userId]);
    return rows.map(toSupportRequest);
  }
}
