import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The back office's tables: bank-wide settings and the two-person-control requests.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('bank_settings')
export class BankSettingsRow {
  @PrimaryColumn('integer')
  id!: number;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'review_threshold_minor' })
  reviewThresholdMinor!: string;

  @Column('text', { name: 'review_time' })
  reviewTime!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'step_up_threshold_minor' })
  stepUpThresholdMinor!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'adjustment_approval_threshold_minor' })
  adjustmentApprovalThresholdMinor!: string;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;

  @Column('uuid', { name: 'updated_by', nullable: true })
  updatedBy!: string | null;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'staff_daily_adjustment_limit_minor', default: 500000 })
  staffDailyAdjustmentLimitMinor!: string;

  /** While a payee is new, the most one payment to it may be (minor units). */
  @Column('bigint', { name: 'new_payee_limit_minor', default: 50000 })
  newPayeeLimitMinor!: string;

  /** How long a payee added from the payees page is new. */
  @Column('integer', { name: 'new_payee_cooling_hours', default: 24 })
  newPayeeCoolingHours!: number;

  /** Money in from other banks: business days a pull is held, and the pull limits (minor units). */
  @Column('integer', { name: 'ach_hold_business_days', default: 2 })
  achHoldBusinessDays!: number;

  @Column('bigint', { name: 'ach_pull_daily_limit_minor', default: 250000 })
  achPullDailyLimitMinor!: string;

  @Column('bigint', { name: 'ach_pull_monthly_limit_minor', default: 1000000 })
  achPullMonthlyLimitMinor!: string;

  /** Mobile check deposits: limits, the next-day part, the hold, two approvers above (minor units). */
  @Column('bigint', { name: 'check_daily_limit_minor', default: 500000 })
  checkDailyLimitMinor!: string;

  @Column('bigint', { name: 'check_monthly_limit_minor', default: 2000000 })
  checkMonthlyLimitMinor!: string;

  @Column('bigint', { name: 'check_next_day_minor', default: 22500 })
  checkNextDayMinor!: string;

  @Column('integer', { name: 'check_hold_business_days', default: 2 })
  checkHoldBusinessDays!: number;

  @Column('bigint', { name: 'check_two_approvers_above_minor', default: 500000 })
  checkTwoApproversAboveMinor!: string;

  /** Debit cards: the maximum limits a customer may set (minor units), the days a hold waits. */
  @Column('bigint', { name: 'card_max_per_transaction_minor', default: 500000 })
  cardMaxPerTransactionMinor!: string;

  @Column('bigint', { name: 'card_max_daily_minor', default: 1000000 })
  cardMaxDailyMinor!: string;

  @Column('integer', { name: 'card_hold_expiry_days', default: 7 })
  cardHoldExpiryDays!: number;
}

@Entity('adjustment_requests')
export class AdjustmentRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('text')
  direction!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('text')
  title!: string;

  @Column('text')
  category!: string;

  @Column('text', { default: '' })
  description!: string;

  @Column('text')
  reason!: string;

  @Column('text')
  status!: string;

  @Column('uuid', { name: 'maker_id' })
  makerId!: string;

  @Column('uuid', { name: 'checker_id', nullable: true })
  checkerId!: string | null;

  @Column('text', { name: 'decision_reason', nullable: true })
  decisionReason!: string | null;

  @Column('uuid', { name: 'entry_id', nullable: true })
  entryId!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'decided_at', nullable: true })
  decidedAt!: Date | null;

  @Column('text', { name: 'approval_rule', nullable: true })
  approvalRule!: string | null;
}

@Entity('change_requests')
export class ChangeRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  kind!: string;

  @Column('uuid', { name: 'subject_id', nullable: true })
  subjectId!: string | null;

  @Column('jsonb')
  changes!: unknown;

  @Column('jsonb')
  before!: unknown;

  @Column('text')
  reason!: string;

  @Column('text', { default: 'pending' })
  status!: string;

  @Column('uuid', { name: 'maker_id' })
  makerId!: string;

  @Column('uuid', { name: 'checker_id', nullable: true })
  checkerId!: string | null;

  @Column('text', { name: 'decision_reason', nullable: true })
  decisionReason!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'decided_at', nullable: true })
  decidedAt!: Date | null;
}

@Entity('staff_adjustment_totals')
export class StaffAdjustmentTotal {
  @PrimaryColumn('uuid', { name: 'staff_id' })
  staffId!: string;

  @PrimaryColumn('date')
  day!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'total_minor' })
  totalMinor!: string;
}
