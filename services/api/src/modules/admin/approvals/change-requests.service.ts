import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChangeKind, ChangeRequest, ChangeStatus, ChangeValue } from '@vaultline/contracts';
import { AdminErrorCode, CHANGE_SCHEMAS } from '@vaultline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import type { AuthContext } from '../../users/auth-context';
import { sqlRows } from '../../../platform/database/sql';
import { AdminException, adminNotFound } from '../admin.exception';
import { ownAccount } from './maker-checker';
import { staffActor } from '../staff-actor';

export type ChangeValues = Record<string, ChangeValue>;

/** A change as the approval reads it back: the exact fields and values the maker asked for. */
export interface StoredChange {
  id: string;
  kind: ChangeKind;
  subjectId: string | null;
  changes: ChangeValues;
  before: ChangeValues;
  makerId: string;
}

export interface NewChange {
  kind: ChangeKind;
  subjectId: string | null;
  changes: ChangeValues;
  before: ChangeValues;
  reason: string | undefined;
}

interface ChangeRow {
  id: string;
  kind: ChangeKind;
  status: ChangeStatus;
  subject_id: string | null;
  subject_first_name: string | null;
  subject_last_name: string | null;
  subject_email: string | null;
  changes: ChangeValues;
  before: ChangeValues;
  reason: string;
  maker_id: string;
  maker_name: string;
  checker_id: string | null;
  checker_name: string | null;
  decision_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `SELECT r.*,
    s.first_name AS subject_first_name, s.last_name AS subject_last_name, s.email AS subject_email,
    m.first_name || ' ' || m.last_name AS maker_name, c.first_name || ' ' || c.last_name AS checker_name
  FROM change_requests r LEFT JOIN users s ON s.id = r.subject_id
  JOIN users m ON m.id = r.maker_id LEFT JOIN users c ON c.id = r.checker_id`;

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

/** What the maker must give for a change that waits for a second staff member. */
export function reasonRequired(): AdminException {
  return new AdminException(
    AdminErrorCode.REASON_REQUIRED,
    'Say why: this change waits for another staff member, who reads your reason.',
    {
      reason: 'Reason is required',
    },
  );
}

/**
 * Refuses to apply a request whose fields no longer hold the values the maker saw: the checker
 * approved "before → after", and "before" is gone.
 */
export function assertUnchanged(change: StoredChange, now: ChangeValues): void {
  for (const field of Object.keys(change.changes)) {
    const then = change.before[field] ?? null;
    const current = now[field] ?? null;
    if (then !== current) {
      throw new AdminException(
        AdminErrorCode.CHANGED_SINCE_REQUEST,
        `${field} changed since this request was made (it was ${String(then)}, it is ${String(current)} now). ` +
          'Reject it and ask again.',
        { field, before: then, now: current },
      );
    }
  }
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
    const [row] = await sqlRows<{ id: string }>(
      tx,
      `INSERT INTO change_requests (kind, subject_id, changes, before, reason, maker_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        change.kind,
        change.subjectId,
        JSON.stringify(changes),
        JSON.stringify(change.before),
        change.reason,
        staff.user.id,
      ],
    );
    await this.audit.record(tx, {
      actor: staffActor(staff),
      action: 'change.requested',
      target: change.subjectId
        ? { type: 'user', id: change.subjectId }
        : { type: 'bank_settings', id: '1' },
      ip: client.ip,
      before: change.before,
      after: changes,
      details: { requestId: row.id, kind: change.kind, reason: change.reason },
    });
    return this.get(row.id, tx);
  }

  async list(status: ChangeStatus | undefined): Promise<ChangeRequest[]> {
    const where = status ? 'WHERE r.status = $1' : '';
    const order = status === 'pending' ? 'r.created_at' : 'r.created_at DESC';
    const rows = await sqlRows<ChangeRow>(
      this.db,
      `${SELECT} ${where} ORDER BY ${order} LIMIT 200`,
      status ? [status] : [],
    );
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
    const [row] = await sqlRows<ChangeRow>(tx, `${SELECT} WHERE r.id = $1`, [id]);
    if (!row) throw adminNotFound('request');
    return row;
  }
}
