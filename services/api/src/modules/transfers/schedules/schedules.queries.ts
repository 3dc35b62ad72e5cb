import type { Schedule } from '@vaultline/contracts';
import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../../platform/database/sql';
import type { ScheduleRow } from '../transfer-row';
import type { TransferDraft } from '../transfer.types';

// The SQL of transfer_schedules (owned by the transfers module).

const COLUMNS = `s.id, s.user_id, s.from_account_id, s.recipient, s.amount_minor, s.description,
  s.frequency, s.start_date, s.end_date, s.next_run_on, s.status, s.runs, s.created_at`;

/** A new schedule, first run on `start`; answers its row. */
export function insertSchedule(
  tx: Queryable,
  draft: TransferDraft,
  plan: { frequency: Schedule['frequency']; start: string; end: string | null },
  status: 'awaiting_code' | 'active',
): Promise<ScheduleRow> {
  return sqlOne<ScheduleRow>(
    tx,
    `INSERT INTO transfer_schedules AS s (user_id, from_account_id, recipient, amount_minor, description,
       frequency, start_date, end_date, next_run_on, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9) RETURNING ${COLUMNS}`,
    [
      draft.sender.id,
      draft.fromAccountId,
      JSON.stringify(draft.recipient),
      draft.amountMinor,
      draft.description,
      plan.frequency,
      plan.start,
      plan.end,
      status,
    ],
    'schedule',
  );
}

/** A customer's schedules, those still running first (at most 200). */
export function listSchedules(db: Queryable, userId: string): Promise<ScheduleRow[]> {
  return sqlRows<ScheduleRow>(
    db,
    `SELECT ${COLUMNS}, a.name AS from_account_name
     FROM transfer_schedules s JOIN ledger_accounts a ON a.id = s.from_account_id
     WHERE s.user_id = $1
     ORDER BY (s.status IN ('active', 'awaiting_code')) DESC, s.next_run_on, s.created_at DESC LIMIT 200`,
    [userId],
  );
}

/** The schedule with its source account's name. */
export function readSchedule(db: Queryable, id: string): Promise<ScheduleRow> {
  return sqlOne<ScheduleRow>(
    db,
    `SELECT ${COLUMNS}, a.name AS from_account_name
     FROM transfer_schedules s JOIN ledger_accounts a ON a.id = s.from_account_id WHERE s.id = $1`,
    [id],
    'schedule',
  );
}

/** The schedule, locked for this transaction (only the owner's when `userId` is given). */
export function lockSchedule(
  tx: Queryable,
  id: string,
  userId?: string,
): Promise<ScheduleRow | undefined> {
  return userId === undefined
    ? sqlFirst<ScheduleRow>(
        tx,
        `SELECT ${COLUMNS} FROM transfer_schedules s WHERE s.id = $1 FOR UPDATE`,
        [id],
      )
    : sqlFirst<ScheduleRow>(
        tx,
        `SELECT ${COLUMNS} FROM transfer_schedules s WHERE s.id = $1 AND s.user_id = $2 FOR UPDATE`,
        [id, userId],
      );
}

export async function setScheduleStatus(
  tx: Queryable,
  id: string,
  status: 'active' | 'expired' | 'cancelled',
): Promise<void> {
  await sqlRun(tx, 'UPDATE transfer_schedules SET status = $2, updated_at = now() WHERE id = $1', [
    id,
    status,
  ]);
}

/** After a run: how many ran, the next run day (null: it has finished). */
export async function recordRun(
  tx: Queryable,
  id: string,
  runs: number,
  next: string | null,
): Promise<void> {
  await sqlRun(
    tx,
    'UPDATE transfer_schedules SET runs = $2, next_run_on = $3, status = $4, updated_at = now() WHERE id = $1',
    [id, runs, next, next ? 'active' : 'finished'],
  );
}
