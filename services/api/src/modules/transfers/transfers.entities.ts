import { Column, Entity, Generated, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { LimitTier, PayeeNameCheck, SuspensionReason } from '@vaultline/contracts';

/**
 * The tables transfers own: transfers, schedules, per-customer settings (PIN, limits), remembered payees, daily totals.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('transfers')
export class Transfer {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'from_account_id' })
  fromAccountId!: string;

  @Column('text')
  kind!: string;

  @Column('uuid', { name: 'recipient_account_id', nullable: true })
  recipientAccountId!: string | null;

  @Column('jsonb')
  recipient!: unknown;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('text')
  status!: string;

  @Column('boolean', { name: 'name_mismatch', default: false })
  nameMismatch!: boolean;

  @Column('boolean', { name: 'needs_review', default: false })
  needsReview!: boolean;

  @Column('text', { name: 'failure_code', nullable: true })
  failureCode!: string | null;

  @Column('text', { name: 'failure_reason', nullable: true })
  failureReason!: string | null;

  @Column('uuid', { name: 'schedule_id', nullable: true })
  scheduleId!: string | null;

  @Column('date', { name: 'counted_on' })
  countedOn!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'completed_at', nullable: true })
  completedAt!: Date | null;
}

@Entity('transfer_schedules')
export class TransferSchedule {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'from_account_id' })
  fromAccountId!: string;

  @Column('jsonb')
  recipient!: unknown;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('text')
  frequency!: string;

  @Column('date', { name: 'start_date' })
  startDate!: string;

  @Column('date', { name: 'end_date', nullable: true })
  endDate!: string | null;

  @Column('date', { name: 'next_run_on', nullable: true })
  nextRunOn!: string | null;

  @Column('text')
  status!: string;

  @Column('integer', { default: 0 })
  runs!: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}

@Entity('transfer_settings')
export class TransferSettingsRow {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'pin_hash', nullable: true })
  pinHash!: string | null;

  @Column('integer', { name: 'pin_failures', default: 0 })
  pinFailures!: number;

  @Column('boolean', { name: 'step_up_required', default: false })
  stepUpRequired!: boolean;

  @Column('text', { name: 'limit_tier', default: 'standard' })
  limitTier!: LimitTier;

  @Column('text', { name: 'suspended_reason', nullable: true })
  suspendedReason!: SuspensionReason | null;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}

@Entity('payees')
export class Payee {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('text', { name: 'routing_number' })
  routingNumber!: string;

  @PrimaryColumn('text', { name: 'account_number' })
  accountNumber!: string;

  @Column('text')
  name!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('uuid', { unique: true })
  @Generated('uuid')
  id!: string;

  /** The customer's own name for the payee ("Mum", "Landlord"). */
  @Column('text', { nullable: true })
  label!: string | null;

  /** The name check when the payee was added from the payees page (null: remembered from a transfer). */
  @Column('text', { name: 'name_check', nullable: true })
  nameCheck!: PayeeNameCheck | null;
}

/**
 * A customer's first-payment window with a recipient, however it became known (recipient-windows
 * sql of migration 0023): not open yet (both dates null) while the first payment waits for its
 * code, then open for the bank's hours; while it is, the running total sent may not pass the
 * bank's limit. It outlives a deleted payee.
 */
@Entity('recipient_windows')
export class RecipientWindow {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('text', { name: 'routing_number' })
  routingNumber!: string;

  @PrimaryColumn('text', { name: 'account_number' })
  accountNumber!: string;

  @Column('timestamptz', { name: 'opened_at', nullable: true })
  openedAt!: Date | null;

  @Column('timestamptz', { name: 'ends_at', nullable: true })
  endsAt!: Date | null;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'sent_minor', default: 0 })
  sentMinor!: string;
}

@Entity('daily_outgoing')
export class DailyOutgoing {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('date')
  day!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'total_minor', default: 0 })
  totalMinor!: string;
}
