import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminSupportQuery,
  AdminSupportRequest,
  CreateSupportRequest,
  SupportRequest,
} from '@vaultline/contracts';
import { CreateSupportRequestSchema } from '@vaultline/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { SUPPORT_REQUESTS, ThrottleService } from '../../platform/throttle/throttle.service';
import type { AuthContext } from '../users/auth-context';
import { notFound } from '../../platform/http/app.exception';
import { sqlFirst, sqlRows, sqlRun } from '../../platform/database/sql';

export const SUPPORT_COLUMNS =
  'id, user_id, email, phone, category, subject, message, status, created_at, resolved_at';

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
    private readonly throttles: ThrottleService,
  ) {}

  /** Errors: AUTH_THROTTLED (more than SUPPORT_REQUESTS allows, per customer or per client address). */
  async create(
    auth: AuthContext,
    input: CreateSupportRequest,
    client: ClientInfo,
  ): Promise<SupportRequest> {
    const request = CreateSupportRequestSchema.parse(input);
    await this.throttles.enforce([
      { key: `support:user:${auth.user.id}`, policy: SUPPORT_REQUESTS },
      { key: `support:ip:${client.ip}`, policy: SUPPORT_REQUESTS },
    ]);
    return this.db.transaction(async (tx) => {
      const [row] = await sqlRows<SupportRow>(
        tx,
        `INSERT INTO support_requests (user_id, email, phone, category, subject, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${SUPPORT_COLUMNS}`,
        [
          auth.user.id,
          request.email,
          request.phone ?? null,
          request.category,
          request.subject,
          request.message,
        ],
      );
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'support.requested',
        target: { type: 'support_request', id: row.id },
        ip: client.ip,
      });
      return toSupportRequest(row);
    });
  }

  /** Staff: requests of everyone (or one user), with the customer's name and mobile. */
  async list(filter: AdminSupportQuery & { id?: string }): Promise<AdminSupportRequest[]> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.id) where.push(`r.id = $${params.push(filter.id)}`);
    if (filter.userId) where.push(`r.user_id = $${params.push(filter.userId)}`);
    if (filter.status) where.push(`r.status = $${params.push(filter.status)}`);
    const rows = await sqlRows<
      SupportRow & { first_name: string; last_name: string; mobile: string | null }
    >(
      this.db,
      `SELECT r.*, u.first_name, u.last_name, u.mobile FROM support_requests r JOIN users u ON u.id = r.user_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY r.created_at DESC LIMIT 300`,
      params,
    );
    return rows.map((row) => ({
      ...toSupportRequest(row),
      customer: { firstName: row.first_name, lastName: row.last_name, mobile: row.mobile },
    }));
  }

  /** Staff resolve or archive one request, by its own id. Errors: 404. */
  async setStatus(
    staff: AuthContext,
    id: string,
    status: 'resolved' | 'archived',
    client: ClientInfo,
  ): Promise<AdminSupportRequest> {
    await this.db.transaction(async (tx) => {
      const row = await sqlFirst<Pick<SupportRow, 'status'>>(
        tx,
        'SELECT status FROM support_requests WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!row) throw notFound('No such support request.');
      await sqlRun(
        tx,
        "UPDATE support_requests SET status = $2, resolved_at = CASE WHEN $2 = 'resolved' THEN now() ELSE resolved_at END, updated_at = now() WHERE id = $1",
        [id, status],
      );
      await this.audit.record(tx, {
        actor: { id: staff.user.id, role: staff.user.role },
        action: `support.${status}`,
        target: { type: 'support_request', id },
        ip: client.ip,
        before: { status: row.status },
        after: { status },
      });
    });
    const [updated] = await this.list({ id });
    return updated;
  }

  async listOwn(userId: string): Promise<SupportRequest[]> {
    const rows = await sqlRows<SupportRow>(
      this.db,
      `SELECT ${SUPPORT_COLUMNS} FROM support_requests WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100`,
      [userId],
    );
    return rows.map(toSupportRequest);
  }
}
