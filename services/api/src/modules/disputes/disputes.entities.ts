import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// The disputes module's tables (migration 0029). Statements are in *.queries.ts; the entities map
// the columns for the schema checks (entities.spec.ts).

/** Evidence a customer sent, kept as sent (append-only). */
@Entity('dispute_attachments')
export class DisputeAttachmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'media_type' })
  mediaType!: string;

  @Column('bytea')
  bytes!: Buffer;

  @Column('text')
  sha256!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

/** A disputed payment, its clock, money and decision. */
@Entity('disputes')
export class DisputeEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('text', { name: 'subject_kind' })
  subjectKind!: string;

  @Column('uuid', { name: 'subject_id' })
  subjectId!: string;

  @Column('text')
  counterparty!: string;

  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('timestamptz', { name: 'transaction_at' })
  transactionAt!: Date;

  @Column('text')
  reason!: string;

  @Column('text')
  description!: string;

  @Column('uuid', { name: 'attachment_id', nullable: true })
  attachmentId!: string | null;

  @Column('text')
  status!: string;

  @Column('boolean', { name: 'late_filing' })
  lateFiling!: boolean;

  @Column('smallint', { name: 'resolve_days' })
  resolveDays!: number;

  @Column('date', { name: 'provisional_due' })
  provisionalDue!: string;

  @Column('date', { name: 'resolve_by' })
  resolveBy!: string;

  @Column('bigint', { name: 'credited_minor', default: 0 })
  creditedMinor!: string;

  @Column('timestamptz', { name: 'credited_at', nullable: true })
  creditedAt!: Date | null;

  @Column('uuid', { name: 'credit_line_id', nullable: true })
  creditLineId!: string | null;

  @Column('date', { name: 'reversal_on', nullable: true })
  reversalOn!: string | null;

  @Column('bigint', { name: 'reversed_minor', default: 0 })
  reversedMinor!: string;

  @Column('bigint', { name: 'recovered_minor', default: 0 })
  recoveredMinor!: string;

  @Column('text', { nullable: true })
  question!: string | null;

  @Column('text', { name: 'decision_note', nullable: true })
  decisionNote!: string | null;

  @Column('smallint', { name: 'approvals_needed' })
  approvalsNeeded!: number;

  @Column('uuid', { name: 'first_approver_id', nullable: true })
  firstApproverId!: string | null;

  @Column('uuid', { name: 'decided_by', nullable: true })
  decidedBy!: string | null;

  @Column('timestamptz', { name: 'decided_at', nullable: true })
  decidedAt!: Date | null;

  @Column('timestamptz', { name: 'escalated_at', nullable: true })
  escalatedAt!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}

/** A step of a dispute: what the customer was told, or a staff-only note (append-only). */
@Entity('dispute_events')
export class DisputeEventEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('uuid', { name: 'dispute_id' })
  disputeId!: string;

  @Column('text')
  kind!: string;

  @Column('text')
  text!: string;

  @Column('boolean', { name: 'staff_only', default: false })
  staffOnly!: boolean;

  @Column('uuid', { name: 'actor_id', nullable: true })
  actorId!: string | null;

  @Column('uuid', { name: 'attachment_id', nullable: true })
  attachmentId!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
