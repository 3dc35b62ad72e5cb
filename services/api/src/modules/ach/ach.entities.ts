import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// The ach module's tables (migration 0024). Statements are in *.queries.ts; the entities map the
// columns for the schema checks (entities.spec.ts).

/** An account at another bank a customer linked, and how far its verification got. */
@Entity('linked_accounts')
export class LinkedAccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'routing_number' })
  routingNumber!: string;

  @Column('text', { name: 'account_number' })
  accountNumber!: string;

  @Column('text', { name: 'holder_name' })
  holderName!: string;

  @Column('text', { name: 'account_type' })
  accountType!: string;

  @Column('text')
  status!: string;

  @Column('timestamptz', { name: 'micro_arrive_at', nullable: true })
  microArriveAt!: Date | null;

  @Column('smallint', { name: 'tries_left', default: 3 })
  triesLeft!: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'verified_at', nullable: true })
  verifiedAt!: Date | null;

  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt!: Date | null;
}

/** One NACHA file as sent, byte for byte. */
@Entity('ach_batches')
export class AchBatchEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text', { name: 'file_name' })
  fileName!: string;

  @Column('text', { name: 'file_text' })
  fileText!: string;

  @Column('text', { name: 'file_sha256' })
  fileSha256!: string;

  @Column('text')
  status!: string;

  @Column('integer', { name: 'entry_count' })
  entryCount!: number;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'debit_total_minor' })
  debitTotalMinor!: string;

  @Column('bigint', { name: 'credit_total_minor' })
  creditTotalMinor!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'settled_at', nullable: true })
  settledAt!: Date | null;
}

/** One entry the bank sent to the network: a pull, a push, a micro-deposit or its withdrawal, a bill payment. */
@Entity('ach_entries')
export class AchEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  /** Null for a bill payment: its counterparty is the biller's account below (migration 0027). */
  @Column('uuid', { name: 'linked_account_id', nullable: true })
  linkedAccountId!: string | null;

  @Column('uuid', { name: 'account_id', nullable: true })
  accountId!: string | null;

  @Column('text')
  purpose!: string;

  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('text')
  status!: string;

  @Column('uuid', { name: 'batch_id', nullable: true })
  batchId!: string | null;

  @Column('text', { name: 'trace_number', nullable: true })
  traceNumber!: string | null;

  @Column('timestamptz', { name: 'available_at', nullable: true })
  availableAt!: Date | null;

  @Column('text', { name: 'return_code', nullable: true })
  returnCode!: string | null;

  @Column('timestamptz', { name: 'returned_at', nullable: true })
  returnedAt!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('text', { name: 'payee_routing_number', nullable: true })
  payeeRoutingNumber!: string | null;

  @Column('text', { name: 'payee_account_number', nullable: true })
  payeeAccountNumber!: string | null;

  @Column('text', { name: 'payee_name', nullable: true })
  payeeName!: string | null;

  /** A bill payment's reference: the customer's account number at the biller. */
  @Column('text', { name: 'payee_reference', nullable: true })
  payeeReference!: string | null;
}
