import type { CheckDepositStatus } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';
import type { StoredCheckImage } from './check-image';

// The SQL of the deposits module: check_images (append-only) and check_deposits.

export interface CheckImageRow {
  id: string;
  user_id: string;
  sha256: string;
  pixels_sha256: string;
  width: number;
  height: number;
}

export interface CheckDepositRow {
  id: string;
  user_id: string;
  account_id: string;
  amount_minor: string;
  check_number: string;
  micr_routing: string;
  micr_account: string;
  front_image_id: string;
  back_image_id: string;
  status: CheckDepositStatus;
  approvals_needed: number;
  first_approver_id: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  staff_note: string | null;
  next_day_minor: string;
  next_day_at: Date | null;
  rest_at: Date | null;
  released_minor: string;
  return_reason: string | null;
  created_at: Date;
}

export interface NewDeposit {
  userId: string;
  accountId: string;
  amountMinor: number;
  checkNumber: string;
  micrRouting: string;
  micrAccount: string;
  front: CheckImageRow;
  back: CheckImageRow;
  approvalsNeeded: 1 | 2;
}

export async function insertImage(
  tx: Queryable,
  userId: string,
  image: StoredCheckImage,
): Promise<CheckImageRow> {
  return sqlOne<CheckImageRow>(
    tx,
    `INSERT INTO check_images (user_id, media_type, bytes, sha256, pixels_sha256, width, height)
     VALUES ($1, 'image/jpeg', $2, $3, $4, $5, $6)
     RETURNING id, user_id, sha256, pixels_sha256, width, height`,
    [userId, image.bytes, image.sha256, image.pixelsSha256, image.width, image.height],
    'check image',
  );
}

/** The customer's own images among `ids` (another customer's are not found). */
export function ownImages(db: Queryable, userId: string, ids: string[]): Promise<CheckImageRow[]> {
  return sqlRows<CheckImageRow>(
    db,
    `SELECT id, user_id, sha256, pixels_sha256, width, height FROM check_images
     WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, ids],
  );
}

export function imagesById(db: Queryable, ids: string[]): Promise<CheckImageRow[]> {
  return sqlRows<CheckImageRow>(
    db,
    'SELECT id, user_id, sha256, pixels_sha256, width, height FROM check_images WHERE id = ANY($1::uuid[])',
    [ids],
  );
}

export function imageBytes(
  db: Queryable,
  id: string,
): Promise<{ bytes: Buffer; sha256: string } | undefined> {
  return sqlFirst<{ bytes: Buffer; sha256: string }>(
    db,
    'SELECT bytes, sha256 FROM check_images WHERE id = $1',
    [id],
  );
}

/** Serialises one customer's deposits (limits and duplicates) until the transaction ends. */
export function lockCustomerDeposits(tx: Queryable, userId: string): Promise<void> {
  return sqlRun(tx, "SELECT pg_advisory_xact_lock(hashtext('check-deposit:' || $1))", [userId]);
}

/** Deposited since each start (rejected and returned checks excluded), in minor units. */
export async function depositedSince(
  db: Queryable,
  userId: string,
  dayStart: Date,
  monthStart: Date,
): Promise<{ day: number; month: number }> {
  const row = await sqlOne<{ day: string; month: string }>(
    db,
    `SELECT COALESCE(SUM(amount_minor) FILTER (WHERE created_at >= $2), 0) AS day,
            COALESCE(SUM(amount_minor), 0) AS month
     FROM check_deposits
     WHERE user_id = $1 AND created_at >= $3 AND status NOT IN ('rejected', 'returned')`,
    [userId, dayStart, monthStart],
  );
  return { day: Number(row.day), month: Number(row.month) };
}

/** A live deposit (not rejected) of the same check: by its MICR line and amount, or its front photo. */
export async function liveDuplicate(
  db: Queryable,
  deposit: Pick<NewDeposit, 'micrRouting' | 'micrAccount' | 'checkNumber' | 'amountMinor'>,
  frontPixelsSha256: string,
  exceptId: string | null,
): Promise<boolean> {
  const row = await sqlFirst<{ id: string }>(
    db,
    `SELECT id FROM check_deposits
     WHERE status <> 'rejected' AND id IS DISTINCT FROM $6::uuid
       AND ((micr_routing = $1 AND micr_account = $2 AND check_number = $3 AND amount_minor = $4)
            OR front_pixels_sha256 = $5)
     LIMIT 1`,
    [
      deposit.micrRouting,
      deposit.micrAccount,
      deposit.checkNumber,
      deposit.amountMinor,
      frontPixelsSha256,
      exceptId,
    ],
  );
  return row !== undefined;
}

export async function insertDeposit(tx: Queryable, deposit: NewDeposit): Promise<string> {
  const row = await sqlOne<{ id: string }>(
    tx,
    `INSERT INTO check_deposits (user_id, account_id, amount_minor, check_number, micr_routing, micr_account,
       front_image_id, back_image_id, front_pixels_sha256, status, approvals_needed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'in_review', $10) RETURNING id`,
    [
      deposit.userId,
      deposit.accountId,
      deposit.amountMinor,
      deposit.checkNumber,
      deposit.micrRouting,
      deposit.micrAccount,
      deposit.front.id,
      deposit.back.id,
      deposit.front.pixels_sha256,
      deposit.approvalsNeeded,
    ],
    'check deposit',
  );
  return row.id;
}

const COLUMNS = `id, user_id, account_id, amount_minor, check_number, micr_routing, micr_account, front_image_id,
  back_image_id, status, approvals_needed, first_approver_id, decided_by, decided_at, staff_note, next_day_minor,
  next_day_at, rest_at, released_minor, return_reason, created_at`;

export function customerDeposits(db: Queryable, userId: string): Promise<CheckDepositRow[]> {
  return sqlRows<CheckDepositRow>(
    db,
    `SELECT ${COLUMNS} FROM check_deposits WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100`,
    [userId],
  );
}

/** Staff's list: one status (oldest first, as a queue) or all (newest first). */
export function depositsForStaff(
  db: Queryable,
  status: CheckDepositStatus | undefined,
): Promise<CheckDepositRow[]> {
  const where = status ? 'WHERE status = $1 ORDER BY created_at' : 'ORDER BY created_at DESC';
  return sqlRows<CheckDepositRow>(
    db,
    `SELECT ${COLUMNS} FROM check_deposits ${where} LIMIT 200`,
    status ? [status] : [],
  );
}

export function lockDeposit(tx: Queryable, id: string): Promise<CheckDepositRow | undefined> {
  return sqlFirst<CheckDepositRow>(
    tx,
    `SELECT ${COLUMNS} FROM check_deposits WHERE id = $1 FOR UPDATE`,
    [id],
  );
}

export function readDeposit(db: Queryable, id: string): Promise<CheckDepositRow | undefined> {
  return sqlFirst<CheckDepositRow>(db, `SELECT ${COLUMNS} FROM check_deposits WHERE id = $1`, [id]);
}

/** The columns a move of the lifecycle writes (CheckDepositLifecycle is their one writer). */
export interface DepositChange {
  status?: CheckDepositStatus;
  staffNote?: string | null;
  /** null: a first approval no longer counts (new photos came in). */
  firstApproverId?: string | null;
  decidedBy?: string;
  nextDayMinor?: number;
  nextDayAt?: Date;
  restAt?: Date;
  releasedMinor?: number;
  returnReason?: string;
  images?: { front: CheckImageRow; back: CheckImageRow };
}

const CHANGE_COLUMNS: Array<[keyof DepositChange, string, (change: DepositChange) => unknown]> = [
  ['status', 'status', (c) => c.status],
  ['staffNote', 'staff_note', (c) => c.staffNote],
  ['firstApproverId', 'first_approver_id', (c) => c.firstApproverId],
  ['decidedBy', 'decided_by', (c) => c.decidedBy],
  ['nextDayMinor', 'next_day_minor', (c) => c.nextDayMinor],
  ['nextDayAt', 'next_day_at', (c) => c.nextDayAt],
  ['restAt', 'rest_at', (c) => c.restAt],
  ['releasedMinor', 'released_minor', (c) => c.releasedMinor],
  ['returnReason', 'return_reason', (c) => c.returnReason],
];

/** Writes a change; stamps decided_at with decided_by, returned_at with a return, images with their hash. */
export async function updateDeposit(
  tx: Queryable,
  id: string,
  change: DepositChange,
): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  for (const [key, column, value] of CHANGE_COLUMNS)
    if (change[key] !== undefined) set(column, value(change));
  if (change.firstApproverId !== undefined)
    sets.push(`first_approved_at = ${change.firstApproverId ? 'now()' : 'NULL'}`);
  if (change.decidedBy) sets.push('decided_at = now()');
  if (change.returnReason) sets.push('returned_at = now()');
  if (change.images) {
    set('front_image_id', change.images.front.id);
    set('back_image_id', change.images.back.id);
    set('front_pixels_sha256', change.images.front.pixels_sha256);
  }
  await sqlRun(tx, `UPDATE check_deposits SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** What check_holds should hold: approved checks' money not released and not returned. */
export async function expectedCheckHolds(db: Queryable): Promise<number> {
  const row = await sqlOne<{ held: string }>(
    db,
    "SELECT COALESCE(SUM(amount_minor - released_minor), 0) AS held FROM check_deposits WHERE status = 'approved'",
  );
  return Number(row.held);
}
