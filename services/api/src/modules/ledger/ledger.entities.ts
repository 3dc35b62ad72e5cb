import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The double-entry ledger's tables. Balances and postings are written only by ledger_post_many (the database function); these entities read them.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('ledger_accounts')
export class LedgerAccount {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  kind!: string;

  @Column('uuid', { name: 'owner_id', nullable: true })
  ownerId!: string | null;

  @Column('text', { nullable: true })
  code!: string | null;

  @Column('text')
  type!: string;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  number!: string | null;

  @Column('text', { default: 'USD' })
  currency!: string;

  @Column('text', { default: 'active' })
  status!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'balance_minor', default: 0 })
  balanceMinor!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'credit_limit_minor', default: 0 })
  creditLimitMinor!: string;

  @Column('timestamptz', { name: 'opened_at', default: () => 'now()' })
  openedAt!: Date;

  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt!: Date | null;

  @Column('text', { name: 'closed_reason', nullable: true })
  closedReason!: string | null;
}

@Entity('journal_entries')
export class JournalEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  kind!: string;

  @Column('text')
  memo!: string;

  @Column('uuid', { name: 'created_by', nullable: true })
  createdBy!: string | null;

  @Column('text', { name: 'actor_role', nullable: true })
  actorRole!: string | null;

  @Column('text', { name: 'idempotency_ref', nullable: true })
  idempotencyRef!: string | null;

  @Column('uuid', { name: 'reverses_entry_id', nullable: true })
  reversesEntryId!: string | null;

  @Column('text', { default: 'USD' })
  currency!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

@Entity('postings')
export class Posting {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('uuid', { name: 'entry_id' })
  entryId!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  /** bigint: read as a string (exact); money is integer minor units (toMinor). */
  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
