import type { VerificationAddress } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of customer_verifications: a customer's submission, its status, the grandfathered rows.

/** A verification as the customer's view and the status checks read it. */
export interface VerificationRow {
  user_id: string;
  status: 'pending_review' | 'verified' | 'declined';
  /** YYYY-MM-DD (to_char: a date column would otherwise become a Date at local midnight). */
  date_of_birth: string | null;
  address: VerificationAddress | null;
  tax_id_last4: string | null;
  tax_id_kind: 'ssn' | 'itin' | null;
  declined_reason: string | null;
  submitted_at: Date | null;
}

const COLUMNS = `user_id, status, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, address,
  tax_id_last4, tax_id_kind, declined_reason, submitted_at`;

export function findVerification(
  db: Queryable,
  userId: string,
): Promise<VerificationRow | undefined> {
  return sqlFirst<VerificationRow>(
    db,
    `SELECT ${COLUMNS} FROM customer_verifications WHERE user_id = $1`,
    [userId],
  );
}

/** The verification, locked until the transaction ends (a rescreen or a review decision). */
export function lockVerification(
  tx: Queryable,
  userId: string,
): Promise<VerificationRow | undefined> {
  return sqlFirst<VerificationRow>(
    tx,
    `SELECT ${COLUMNS} FROM customer_verifications WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
}

export interface Submission {
  userId: string;
  status: 'pending_review' | 'verified';
  dateOfBirth: string;
  address: VerificationAddress;
  taxIdSealed: string;
  taxIdLast4: string;
  taxIdKind: 'ssn' | 'itin';
  screenedName: string;
}

/** Writes a first submission; false when the customer has a verification already (nothing written). */
export async function insertSubmission(tx: Queryable, s: Submission): Promise<boolean> {
  const rows = await sqlRows<{ user_id: string }>(
    tx,
    `INSERT INTO customer_verifications (user_id, status, date_of_birth, address, tax_id_sealed,
       tax_id_last4, tax_id_kind, screened_name, submitted_at, verified_at, verified_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(),
       CASE WHEN $2 = 'verified' THEN now() END, CASE WHEN $2 = 'verified' THEN 'screening' END)
     ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [
      s.userId,
      s.status,
      s.dateOfBirth,
      JSON.stringify(s.address),
      s.taxIdSealed,
      s.taxIdLast4,
      s.taxIdKind,
      s.screenedName,
    ],
  );
  return rows.length === 1;
}

/** Verified before the rule existed (a demo customer made at boot): no taxpayer number invented. */
export async function insertGrandfathered(tx: Queryable, userId: string, note: string) {
  await sqlRun(
    tx,
    `INSERT INTO customer_verifications (user_id, status, verified_at, verified_by, note)
     VALUES ($1, 'verified', now(), 'grandfathered', $2) ON CONFLICT (user_id) DO NOTHING`,
    [userId, note],
  );
}

/** The name screened last; a match also sends a verified customer back to review. */
export async function recordScreening(
  tx: Queryable,
  userId: string,
  screenedName: string,
  matched: boolean,
): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE customer_verifications SET screened_name = $2, updated_at = now(),
       status = CASE WHEN $3 THEN 'pending_review' ELSE status END,
       verified_at = CASE WHEN $3 THEN NULL ELSE verified_at END,
       verified_by = CASE WHEN $3 THEN NULL ELSE verified_by END
     WHERE user_id = $1`,
    [userId, screenedName, matched],
  );
}

/** The review's outcome: verified (cleared by two staff members) or declined with the reason. */
export async function recordReviewOutcome(
  tx: Queryable,
  userId: string,
  outcome: { status: 'verified' } | { status: 'declined'; reason: string },
): Promise<void> {
  const verified = outcome.status === 'verified';
  await sqlRun(
    tx,
    `UPDATE customer_verifications SET status = $2, updated_at = now(),
       verified_at = CASE WHEN $3 THEN now() END, verified_by = CASE WHEN $3 THEN 'review' END,
       declined_reason = $4
     WHERE user_id = $1 AND status = 'pending_review'`,
    [userId, outcome.status, verified, verified ? null : outcome.reason],
  );
}
