import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// The billpay module's tables (migration 0027). Statements are in *.queries.ts; the entities map
// the columns for the schema checks (entities.spec.ts).

/** A biller of the directory a customer added, with their reference at it. */
@Entity('customer_billers')
export class CustomerBillerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'biller_id' })
  billerId!: string;

  @Column('text', { name: 'biller_name' })
  billerName!: string;

  @Column('text')
  category!: string;

  @Column('text', { name: 'routing_number' })
  routingNumber!: string;

  @Column('text', { name: 'account_number' })
  accountNumber!: string;

  @Column('text')
  reference!: string;

  @Column('text', { nullable: true })
  nickname!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'removed_at', nullable: true })
  removedAt!: Date | null;
}

/** A monthly payment plan to a biller, until a date or a count of payments. */
@Entity('bill_series')
export class BillSeriesEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'customer_biller_id' })
  customerBillerId!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  /** bigint: read as a string (exact); money is integer minor units. */
  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('date', { name: 'start_on' })
  startOn!: string;

  @Column('date', { name: 'end_on', nullable: true })
  endOn!: string | null;

  @Column('integer', { name: 'count_max', nullable: true })
  countMax!: number | null;

  @Column('text')
  status!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

/** One bill payment: scheduled for a day, then sent through ACH (or failed, or canceled). */
@Entity('bill_payments')
export class BillPaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'customer_biller_id' })
  customerBillerId!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('date', { name: 'pay_on' })
  payOn!: string;

  @Column('text')
  status!: string;

  @Column('uuid', { name: 'series_id', nullable: true })
  seriesId!: string | null;

  @Column('integer', { name: 'series_run', nullable: true })
  seriesRun!: number | null;

  @Column('uuid', { name: 'ach_entry_id', nullable: true })
  achEntryId!: string | null;

  @Column('text', { name: 'return_code', nullable: true })
  returnCode!: string | null;

  @Column('text', { name: 'failure_code', nullable: true })
  failureCode!: string | null;

  @Column('text', { name: 'failure_reason', nullable: true })
  failureReason!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
