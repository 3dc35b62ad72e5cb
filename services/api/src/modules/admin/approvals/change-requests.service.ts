import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { ChangeRequest, ChangeStatus } from '@vaultline/contracts';
import { CHANGE_SCHEMAS } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { adminNotFound, ownAccount } from '../admin.exception';
import { staffActor } from '../staff-actor';
import type { ChangeRow } from './approvals.queries';
import { findChangeRequest, findChangeRequests, insertChangeRequest } from './approvals.queries';
import { reasonRequired } from './change-request-rules';
import type { NewChange, StoredChange } from './change-request.types';

function toChangeRequest(row: ChangeRow): ChangeRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    subject: row.subject_id
      ? {
          id: row.subject_id,
          firstName: row.subject_first_name ?? '',
          lastName: row.subject_last_name ?? '',
          email: row.subject_email ?? '',
        }
      : null,
    changes: Object.entries(row.changes).map(([field, after]) => ({
      field,
      before: row.before[field] ?? null,
      after,
    })),
    reason: row.reason,
    maker: { id: row.maker_id, name: row.maker_name },
    checker: row.checker_id ? { id: row.checker_id, name: row.checker_name ?? '' } : null,
    decisionReason: row.decision_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * The queue of changes that need a second staff member (bank settings, a customer's transfer
 * limits, a person's role or email): opening one, reading them. Decisions are in ChangeApprovalsService.
 */
@Injectable()
export class ChangeRequestsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * Stores the maker's request as pending (nothing changes yet) and audits it.
   * Errors: ADMIN_REASON_REQUIRED, ADMIN_OWN_ACCOUNT (a change to the maker's own user).
   */
  async open(
    tx: EntityManager,
    staff: AuthContext,
    change: NewChange,
    client: ClientInfo,
  ): Promise<ChangeRequest> {
    if (!change.reason) throw reasonRequired();
    if (change.subjectId === staff.user.id) throw ownAccount('your own user');
    const changes = CHANGE_SCHEMAS[change.kind].parse(change.changes);
    const id = await insertChangeRequest(tx, {
      kind: change.kind,
      subjectId: change.subjectId,
      changes,
      before: change.before,
      reason: change.reason,
      makerId: staff.user.id,
    });
    await this.audit.record(tx, {
      actor: staffActor(staff),
      action: 'change.requested',
      target: change.subjectId
        ? { type: 'user', id: change.subjectId }
        : { type: 'bank_settings', id: '1' },
      ip: client.ip,
      before: change.before,
      after: changes,
      details: { requestId: id, kind: change.kind, reason: change.reason },
    });
    return this.get(id, tx);
  }

  async list(status: ChangeStatus | undefined): Promise<ChangeRequest[]> {
    const rows = await findChangeRequests(this.db, status);
    return rows.map(toChangeRequest);
  }

  /** Errors: ADMIN_NOT_FOUND. */
  async get(id: string, tx: EntityManager = this.db.manager): Promise<ChangeRequest> {
    return toChangeRequest(await this.row(tx, id));
  }

  /** The stored change, for applying it (inside the approval's transaction). Errors: ADMIN_NOT_FOUND. */
  async stored(tx: EntityManager, id: string): Promise<StoredChange> {
    const row = await this.row(tx, id);
    return {
      id: row.id,
      kind: row.kind,
      subjectId: row.subject_id,
      changes: row.changes,
      before: row.before,
      makerId: row.maker_id,
    };
  }

  private async row(tx: EntityManager, id: string): Promise<ChangeRow> {
    const row = await findChangeRequest(tx, id);
    if (!row) throw adminNotFound('request');
    return row;
  }
}
