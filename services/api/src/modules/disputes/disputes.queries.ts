import type { DisputeReason, DisputeStatus, DisputeSubjectKind } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows } from '../../platform/database/sql';

// The SQL of disputes (migration 0029): disputes, their events and attachments.

export interface DisputeRow {
  id: string;
  user_id: string;
  account_id: string;
  subject_kind: DisputeSubjectKind;
  subject_id: string;
  counterparty: string;
  amount_minor: string;
  transaction_at: Date;
  reason: DisputeReason;
  description: string;
  attachment_id: string | null;
  status: DisputeStatus;
  late_filing: boolean;
  resolve_days: number;
  provisional_due: string;
  resolve_by: string;
  credited_minor: string;
  credited_at: Date | null;
  credit_line_id: string | null;
  reversal_on: string | null;
  reversed_minor: string;
  recovered_minor: string;
  question: string | null;
  decision_note: string | null;
  approvals_needed: number;
  first_approver_id: string | null;
  decided_by: string | null;
  escalated_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, user_id, account_id, subject_kind, subject_id, counterparty, amount_minor::text,
  transaction_at, reason, description, attachment_id, status, late_filing, resolve_days,
  to_char(provisional_due, 'YYYY-MM-DD') AS provisional_due, to_char(resolve_by, 'YYYY-MM-DD') AS resolve_by,
  credited_minor::text, credited_at, credit_line_id, to_char(reversal_on, 'YYYY-MM-DD') AS reversal_on,
  reversed_minor::text, recovered_minor::text, question, decision_note, approvals_needed,
  first_approver_id, decided_by, escalated_at, created_at`;

export interface NewDispute {
  userId: string;
  accountId: string;
  subjectKind: DisputeSubjectKind;
  subjectId: string;
  counterparty: string;
  amountMinor: number;
  transactionAt: Date;
  reason: DisputeReason;
  description: string;
  attachmentId: string | null;
  lateFiling: boolean;
  resolveDays: number;
  provisionalDue: string;
  resolveBy: string;
  approvalsNeeded: number;
}

/** Inserts an open dispute; undefined when the payment already has a live dispute (the unique index). */
export function insertDispute(tx: Queryable, d: NewDispute): Promise<DisputeRow | undefined> {
  return sqlFirst<DisputeRow>(
    tx,
    `INSERT INTO disputes (user_id, account_id, subject_kind, subject_id, counterparty, amount_minor,
       transaction_at, reason, description, attachment_id, status, late_filing, resolve_days,
       provisional_due, resolve_by, approvals_needed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11, $12, $13, $14, $15)
     ON CONFLICT (subject_kind, subject_id) WHERE status <> 'withdrawn' DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      d.userId,
      d.accountId,
      d.subjectKind,
      d.subjectId,
      d.counterparty,
      d.amountMinor,
      d.transactionAt,
      d.reason,
      d.description,
      d.attachmentId,
      d.lateFiling,
      d.resolveDays,
      d.provisionalDue,
      d.resolveBy,
      d.approvalsNeeded,
    ],
  );
}

export function userDisputes(db: Queryable, userId: string): Promise<DisputeRow[]> {
  return sqlRows<DisputeRow>(
    db,
    `SELECT ${COLUMNS} FROM disputes WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 200`,
    [userId],
  );
}

export function findDispute(
  db: Queryable,
  id: string,
  lock = false,
): Promise<DisputeRow | undefined> {
  return sqlFirst<DisputeRow>(
    db,
    `SELECT ${COLUMNS} FROM disputes WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`,
    [id],
  );
}

/** The staff queue: undecided disputes (or one status), escalated first, then by deadline. */
export function queueDisputes(
  db: Queryable,
  status: DisputeStatus | 'undecided',
): Promise<DisputeRow[]> {
  const where = status === 'undecided' ? "status IN ('open', 'info_requested')" : 'status = $1';
  return sqlRows<DisputeRow>(
    db,
    `SELECT ${COLUMNS} FROM disputes WHERE ${where}
      ORDER BY escalated_at IS NULL, LEAST(CASE WHEN credited_minor = 0 THEN provisional_due END, resolve_by),
               created_at LIMIT 200`,
    status === 'undecided' ? [] : [status],
  );
}

/** A change to a dispute: status, clock, money figures, decision. */
export interface DisputeChange {
  status?: DisputeStatus;
  creditedMinor?: number;
  creditedAt?: Date;
  creditLineId?: string;
  reversalOn?: string | null;
  reversedMinor?: number;
  recoveredMinor?: number;
  question?: string | null;
  decisionNote?: string | null;
  firstApproverId?: string;
  decidedBy?: string;
  decidedAt?: Date;
  escalatedAt?: Date;
}

const CHANGE_COLUMNS: Record<keyof DisputeChange, string> = {
  status: 'status',
  creditedMinor: 'credited_minor',
  creditedAt: 'credited_at',
  creditLineId: 'credit_line_id',
  reversalOn: 'reversal_on',
  reversedMinor: 'reversed_minor',
  recoveredMinor: 'recovered_minor',
  question: 'question',
  decisionNote: 'decision_note',
  firstApproverId: 'first_approver_id',
  decidedBy: 'decided_by',
  decidedAt: 'decided_at',
  escalatedAt: 'escalated_at',
};

export function updateDispute(
  tx: Queryable,
  id: string,
  change: DisputeChange,
): Promise<DisputeRow> {
  const fields = (Object.keys(change) as (keyof DisputeChange)[]).filter(
    (field) => change[field] !== undefined,
  );
  const sets = fields.map((field, index) => `${CHANGE_COLUMNS[field]} = $${index + 2}`);
  return sqlOne<DisputeRow>(
    tx,
    `UPDATE disputes SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...fields.map((field) => change[field])],
    'dispute',
  );
}

/** Open disputes whose provisional credit is due by `day` and not posted. */
export function creditsDue(db: Queryable, day: string): Promise<{ id: string }[]> {
  return sqlRows<{ id: string }>(
    db,
    `SELECT id FROM disputes WHERE status IN ('open', 'info_requested') AND credited_minor = 0
        AND provisional_due <= $1 ORDER BY provisional_due LIMIT 200`,
    [day],
  );
}

/** Denied disputes whose provisional credit is to be taken back by `day`. */
export function reversalsDue(db: Queryable, day: string): Promise<{ id: string }[]> {
  return sqlRows<{ id: string }>(
    db,
    `SELECT id FROM disputes WHERE status = 'denied' AND reversed_minor < credited_minor
        AND reversal_on <= $1 ORDER BY reversal_on LIMIT 200`,
    [day],
  );
}

/** Undecided disputes due by `day` and not yet raised to the top of the queue. */
export function toEscalate(db: Queryable, day: string): Promise<{ id: string }[]> {
  return sqlRows<{ id: string }>(
    db,
    `SELECT id FROM disputes WHERE status IN ('open', 'info_requested') AND escalated_at IS NULL
        AND resolve_by <= $1 ORDER BY resolve_by LIMIT 200`,
    [day],
  );
}

/** What dispute_credits must hold: chargebacks and reversals in, credits out. */
export async function expectedDisputeCredits(db: Queryable): Promise<number> {
  const row = await sqlOne<{ total: string }>(
    db,
    `SELECT coalesce(sum(recovered_minor + reversed_minor - credited_minor), 0)::text AS total FROM disputes`,
    [],
    'dispute credits total',
  );
  return Number(row.total);
}

export interface EventRow {
  dispute_id: string;
  kind: string;
  text: string;
  staff_only: boolean;
  actor_id: string | null;
  created_at: Date;
}

export interface NewEvent {
  kind: string;
  text: string;
  staffOnly?: boolean;
  actorId?: string | null;
  attachmentId?: string | null;
}

export async function insertEvent(tx: Queryable, disputeId: string, e: NewEvent): Promise<void> {
  await sqlRows(
    tx,
    `INSERT INTO dispute_events (dispute_id, kind, text, staff_only, actor_id, attachment_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [disputeId, e.kind, e.text, e.staffOnly ?? false, e.actorId ?? null, e.attachmentId ?? null],
  );
}

export function eventsOf(db: Queryable, disputeIds: string[]): Promise<EventRow[]> {
  return sqlRows<EventRow>(
    db,
    `SELECT dispute_id, kind, text, staff_only, actor_id, created_at FROM dispute_events
      WHERE dispute_id = ANY ($1::uuid[]) ORDER BY id`,
    [disputeIds],
  );
}

export interface AttachmentRow {
  id: string;
  user_id: string;
  media_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: Buffer;
  sha256: string;
}

export function insertAttachment(
  tx: Queryable,
  a: Omit<AttachmentRow, 'id'>,
): Promise<{ id: string }> {
  return sqlOne<{ id: string }>(
    tx,
    `INSERT INTO dispute_attachments (user_id, media_type, bytes, sha256) VALUES ($1, $2, $3, $4) RETURNING id`,
    [a.user_id, a.media_type, a.bytes, a.sha256],
    'dispute attachment',
  );
}

export function findAttachment(db: Queryable, id: string): Promise<AttachmentRow | undefined> {
  return sqlFirst<AttachmentRow>(
    db,
    'SELECT id, user_id, media_type, bytes, sha256 FROM dispute_attachments WHERE id = $1',
    [id],
  );
}
