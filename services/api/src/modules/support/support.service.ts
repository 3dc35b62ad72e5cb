import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type {
  AdminSupportQuery,
  AdminSupportRequest,
  CreateSupportRequest,
  SupportRequest,
} from '@vaultline/contracts';
import { CreateSupportRequestSchema } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { notFound } from '../../platform/http/app.exception';
import { SUPPORT_REQUESTS, ThrottleService } from '../../platform/throttle/throttle.service';
import type { AuthContext } from '../users/auth-context';
import { UsersService } from '../users/users.service';
import { SupportRequestEntity } from './support-request.entity';

export function toSupportRequest(row: SupportRequestEntity): SupportRequest {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    phone: row.phone,
    category: row.category,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

const STAFF_LIST_MAX = 300;
const OWN_LIST_MAX = 100;

/** Customers' support requests: sent, and read back with their status. */
@Injectable()
export class SupportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(SupportRequestEntity)
    private readonly requests: Repository<SupportRequestEntity>,
    private readonly audit: AuditService,
    private readonly throttles: ThrottleService,
    private readonly users: UsersService,
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
      const requests = tx.getRepository(SupportRequestEntity);
      const row = await requests.save(
        requests.create({
          userId: auth.user.id,
          email: request.email,
          phone: request.phone ?? null,
          category: request.category,
          subject: request.subject,
          message: request.message,
          resolvedAt: null,
        }),
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
    const rows = await this.requests.find({
      where: { id: filter.id, userId: filter.userId, status: filter.status },
      order: { createdAt: 'DESC' },
      take: STAFF_LIST_MAX,
    });
    const customers = new Map(
      (await this.users.findByIds([...new Set(rows.map((row) => row.userId))])).map((user) => [
        user.id,
        user,
      ]),
    );
    return rows.map((row) => {
      const customer = customers.get(row.userId);
      return {
        ...toSupportRequest(row),
        customer: {
          firstName: customer?.firstName ?? '',
          lastName: customer?.lastName ?? '',
          mobile: customer?.mobile ?? null,
        },
      };
    });
  }

  /** Staff resolve or archive one request, by its own id. Errors: 404. */
  async setStatus(
    staff: AuthContext,
    id: string,
    status: 'resolved' | 'archived',
    client: ClientInfo,
  ): Promise<AdminSupportRequest> {
    await this.db.transaction(async (tx) => {
      const requests = tx.getRepository(SupportRequestEntity);
      const row = await requests.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw notFound('No such support request.');
      await requests.update(id, {
        status,
        resolvedAt: status === 'resolved' ? new Date() : row.resolvedAt,
        updatedAt: new Date(),
      });
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
    if (!updated) throw notFound('No such support request.');
    return updated;
  }

  async listOwn(userId: string): Promise<SupportRequest[]> {
    const rows = await this.requests.find({
      where: { userId },
      order: { createdAt: 'DESC' },
      take: OWN_LIST_MAX,
    });
    return rows.map(toSupportRequest);
  }
}
