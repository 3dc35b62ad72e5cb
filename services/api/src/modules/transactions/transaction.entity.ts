import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A statement line: what a customer sees of a journal entry on one of their accounts.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('transactions')
export class TransactionLine {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'entry_id', nullable: true })
  entryId!: string | null;

  @Column('uuid', { name: 'transfer_id', nullable: true })
  transferId!: string | null;

  @Column('text')
  type!: string;

  @Column('text')
  title!: string;

  @Column('text', { default: '' })
  description!: string;

  @Column('text', { default: 'Other' })
  category!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('text')
  status!: string;

  @Column('uuid', { name: 'reversal_of', nullable: true })
  reversalOf!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
