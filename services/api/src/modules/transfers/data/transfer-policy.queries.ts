import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlOne } from '../../../platform/database/sql';

// The SQL of the bank's transfer settings (bank_settings: owned by admin, read here on every
// transfer's decision, cached 5 s) and of a customer's daily total.

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
}

export function readBankSettings(db: Queryable): Promise<BankSettingsRow> {
  return sqlOne<BankSettingsRow>(
    db,
    `SELECT review_threshold_minor, review_time, step_up_threshold_minor, adjustment_approval_threshold_minor,
            staff_daily_adjustment_limit_minor, new_payee_limit_minor, new_payee_cooling_hours,
            ach_hold_business_days, ach_pull_daily_limit_minor, ach_pull_monthly_limit_minor,
            check_daily_limit_minor, check_monthly_limit_minor, check_next_day_minor, check_hold_business_days,
            check_two_approvers_above_minor, card_max_per_transaction_minor, card_max_daily_minor,
            card_hold_expiry_days
     FROM bank_settings WHERE id = 1`,
    [],
    'bank settings row',
  );
}

/** What the customer has sent on `day` (minor units as text), or undefined before the first transfer. */
export async function readDailyTotal(
  db: Queryable,
  userId: string,
  day: string,
): Promise<string | undefined> {
  const row = await sqlFirst<{ total_minor: string }>(
    db,
    'SELECT total_minor FROM daily_outgoing WHERE user_id = $1 AND day = $2',
    [userId, day],
  );
  return row?.total_minor;
}
