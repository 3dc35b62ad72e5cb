import type { BankSettingsChanges, ChangeValue } from '@vaultline/contracts';
import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../../platform/database/sql';
import type { TransferFields } from './transfer-settings-change';

export type BankSettingsField = keyof BankSettingsChanges;

interface IdRow {
  id: string;
}

const BANK_SETTINGS_COLUMN: Record<BankSettingsField, string> = {
  reviewThresholdMinor: 'review_threshold_minor',
  reviewTime: 'review_time',
  stepUpThresholdMinor: 'step_up_threshold_minor',
  adjustmentApprovalThresholdMinor: 'adjustment_approval_threshold_minor',
  staffDailyAdjustmentLimitMinor: 'staff_daily_adjustment_limit_minor',
  newPayeeLimitMinor: 'new_payee_limit_minor',
  newPayeeCoolingHours: 'new_payee_cooling_hours',
  achHoldBusinessDays: 'ach_hold_business_days',
  achPullDailyLimitMinor: 'ach_pull_daily_limit_minor',
  achPullMonthlyLimitMinor: 'ach_pull_monthly_limit_minor',
  checkDailyLimitMinor: 'check_daily_limit_minor',
  checkMonthlyLimitMinor: 'check_monthly_limit_minor',
  checkNextDayMinor: 'check_next_day_minor',
  checkHoldBusinessDays: 'check_hold_business_days',
  checkTwoApproversAboveMinor: 'check_two_approvers_above_minor',
  cardMaxPerTransactionMinor: 'card_max_per_transaction_minor',
  cardMaxDailyMinor: 'card_max_daily_minor',
  cardHoldExpiryDays: 'card_hold_expiry_days',
};

/** Every bank setting staff change, in a stable order. */
export const BANK_SETTINGS_FIELDS = Object.keys(BANK_SETTINGS_COLUMN) as BankSettingsField[];

export interface BankSettingsRow {
  review_threshold_minor: string;
  review_time: string;
  step_up_threshold_minor: string;
  adjustment_approval_threshold_minor: string;
  staff_daily_adjustment_limit_minor: string;
  new_payee_limit_minor: string;
  new_payee_cooling_hours: number;
  ach_hold_business_days: number;
  ach_pull_daily_limit_minor: string;
  ach_pull_monthly_limit_minor: string;
  check_daily_limit_minor: string;
  check_monthly_limit_minor: string;
  check_next_day_minor: string;
  check_hold_business_days: number;
  check_two_approvers_above_minor: string;
  card_max_per_transaction_minor: string;
  card_max_daily_minor: string;
  card_hold_expiry_days: number;
  updated_at: Date;
}

/** The one row of bank settings; `lock` holds it until the transaction ends. */
export function readBankSettings(db: Queryable, lock: boolean): Promise<BankSettingsRow> {
  return sqlOne<BankSettingsRow>(
    db,
    `SELECT * FROM bank_settings WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
    [],
    'bank settings',
  );
}

/** Writes the given settings (field to new value), stamped with who approved them. */
export async function updateBankSettings(
  tx: Queryable,
  values: Partial<Record<BankSettingsField, ChangeValue>>,
  updatedBy: string,
): Promise<void> {
  const fields = Object.keys(values) as BankSettingsField[];
  const sets = fields.map((field, index) => `${BANK_SETTINGS_COLUMN[field]} = $${index + 1}`);
  await sqlRun(
    tx,
    `UPDATE bank_settings SET ${sets.join(', ')}, updated_at = now(), updated_by = $${fields.length + 1}
       WHERE id = 1`,
    [...fields.map((field) => values[field]), updatedBy],
  );
}

/** Locks the user until the transaction ends; false when there is no such user. */
export async function lockUserRow(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await sqlRows<IdRow>(tx, 'SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [
    userId,
  ]);
  return rows.length > 0;
}

export async function writeTransferSettings(
  tx: Queryable,
  userId: string,
  settings: TransferFields,
): Promise<void> {
  await sqlRun(
    tx,
    `INSERT INTO transfer_settings AS s (user_id, step_up_required, limit_tier, suspended_reason)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
       SET step_up_required = $2, limit_tier = $3, suspended_reason = $4, updated_at = now()`,
    [userId, settings.stepUpRequired, settings.limitTier, settings.suspendedReason],
  );
}

export interface UserContactRow {
  email: string;
  first_name: string;
}

export function findActiveUserContact(
  db: Queryable,
  userId: string,
): Promise<UserContactRow | undefined> {
  return sqlFirst<UserContactRow>(
    db,
    "SELECT email, first_name FROM users WHERE id = $1 AND status = 'active'",
    [userId],
  );
}

/** Replaces the password with a temporary one to change at the next sign-in; every token ends. */
export async function setTemporaryPassword(
  tx: Queryable,
  userId: string,
  hash: string,
): Promise<void> {
  await sqlRun(
    tx,
    'UPDATE users SET password_hash = $2, must_change_password = true, token_version = token_version + 1, updated_at = now() WHERE id = $1',
    [userId, hash],
  );
}
