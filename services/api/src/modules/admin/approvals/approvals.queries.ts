// The SQL of the maker-checker queues (adjustments and change requests) and of the change requests.
import type { ChangeKind, ChangeStatus } from '@vaultline/contracts';
import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows } from '../../../platform/database/sql';
import type { ChangeValues } from './change-request.types';
import type { Queue } from './maker-checker.types';

const QUEUE_TABLE: Record<Queue, string> = {
  adjustment: 'adjustment_requests',
  change: 'change_requests',
};

/** Who may decide: withdrawing is for the maker, approving and rejecting for anyone else. */
export type DecidedBy = 'maker' | 'not the maker';

interface IdRow {
  id: string;
}

/** A decision on a pending request: its new status, who decided, and why. */
export interface PendingDecision {
  id: string;
  status: string;
  staffId: string;
  reason: string | null;
}

export interface DecisionStateRow {
  status: string;
  maker_id: string;
}

/**
 * Marks a pending request decided by `staffId`, in one update that only matches a pending row the
 * staff member may decide. False when it matched none (decided already, or not theirs to decide).
 */
export async function markPendingDecided(
  tx: Queryable,
  queue: Queue,
  decision: PendingDecision,
  decidedBy: DecidedBy,
): Promise<boolean> {
  const table = QUEUE_TABLE[queue];
  const maker = decidedBy === 'maker' ? 'maker_id = $3' : 'maker_id <> $3';
  const rows = await sqlRows<IdRow>(
    tx,
    `UPDATE ${table} SET status = $2, checker_id = $3, decision_reason = $4, decided_at = now()
     WHERE id = $1 AND status = 'pending' AND ${maker} RETURNING id`,
    [decision.id, decision.status, decision.staffId, decision.reason],
  );
  return rows.length > 0;
}

/** A request's status and maker, to say why it could not be decided. */
export function findDecisionState(
  tx: Queryable,
  queue: Queue,
  id: string,
): Promise<DecisionStateRow | undefined> {
  return sqlFirst<DecisionStateRow>(
    tx,
    `SELECT status, maker_id FROM ${QUEUE_TABLE[queue]} WHERE id = $1`,
    [id],
  );
}

export interface ChangeRow {
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

const SELECT_CHANGE = `SELECT r.*,
    s.first_name AS subject_first_name, s.last_name AS subject_last_name, s.email AS subject_email,
    m.first_name || ' ' || m.last_name AS maker_name, c.first_name || ' ' || c.last_name AS checker_name
  FROM change_requests r LEFT JOIN users s ON s.id = r.subject_id
  JOIN users m ON m.id = r.maker_id LEFT JOIN users c ON c.id = r.checker_id`;

export interface ChangeRequestValues {
  kind: ChangeKind;
  subjectId: string | null;
  /** As the kind's schema parsed them. */
  changes: Readonly<Record<string, unknown>>;
  before: ChangeValues;
  reason: string;
  makerId: string;
}

/** Stores a pending change request; its id. */
export async function insertChangeRequest(
  tx: Queryable,
  change: ChangeRequestValues,
): Promise<string> {
  const row = await sqlOne<IdRow>(
    tx,
    `INSERT INTO change_requests (kind, subject_id, changes, before, reason, maker_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      change.kind,
      change.subjectId,
      JSON.stringify(change.changes),
      JSON.stringify(change.before),
      change.reason,
      change.makerId,
    ],
    'change request',
  );
  return row.id;
}

/** The last 200 requests (of one status): pending ones oldest first (the checker inbox), others newest first. */
export function findChangeRequests(
  db: Queryable,
  status: ChangeStatus | undefined,
): Promise<ChangeRow[]> {
  const where = status ? 'WHERE r.status = $1' : '';
  const order = status === 'pending' ? 'r.created_at' : 'r.created_at DESC';
  return sqlRows<ChangeRow>(
    db,
    `${SELECT_CHANGE} ${where} ORDER BY ${order} LIMIT 200`,
    status ? [status] : [],
  );
}

export function findChangeRequest(tx: Queryable, id: string): Promise<ChangeRow | undefined> {
  return sqlFirst<ChangeRow>(tx, `${SELECT_CHANGE} WHERE r.id = $1`, [id]);
}

/** Whether a second-factor reset of this user waits for approval. */
export async function hasPendingReset(db: Queryable, userId: string): Promise<boolean> {
  const row = await sqlFirst<{ one: number }>(
    db,
    `SELECT 1 AS one FROM change_requests
     WHERE kind = 'second_factor_reset' AND subject_id = $1 AND status = 'pending'`,
    [userId],
  );
  return row !== undefined;
}
