import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { VerificationAddress } from '@vaultline/contracts';

// The tables of identity verification (migration 0025). Statements are in kyc.queries.ts and
// verification-reviews.queries.ts; the entities map the columns for the schema checks.

/** What a customer gave to verify their identity, and the outcome. No row: nothing submitted. */
@Entity('customer_verifications')
export class CustomerVerificationRow {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  status!: 'pending_review' | 'verified' | 'declined';

  @Column('date', { name: 'date_of_birth', nullable: true })
  dateOfBirth!: string | null;

  @Column('jsonb', { nullable: true })
  address!: VerificationAddress | null;

  /** seal(deriveKey(appSecret, 'tax-id'), digits, userId): never in the clear. */
  @Column('text', { name: 'tax_id_sealed', nullable: true })
  taxIdSealed!: string | null;

  @Column('text', { name: 'tax_id_last4', nullable: true })
  taxIdLast4!: string | null;

  @Column('text', { name: 'tax_id_kind', nullable: true })
  taxIdKind!: 'ssn' | 'itin' | null;

  @Column('text', { name: 'screened_name', nullable: true })
  screenedName!: string | null;

  @Column('timestamptz', { name: 'submitted_at', nullable: true })
  submittedAt!: Date | null;

  @Column('timestamptz', { name: 'verified_at', nullable: true })
  verifiedAt!: Date | null;

  @Column('text', { name: 'verified_by', nullable: true })
  verifiedBy!: 'screening' | 'review' | 'grandfathered' | null;

  @Column('text', { name: 'declined_reason', nullable: true })
  declinedReason!: string | null;

  @Column('text', { nullable: true })
  note!: string | null;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}

/** A name that matched the sanctions list, waiting for staff (or decided by them). */
@Entity('verification_reviews')
export class VerificationReviewRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'screened_name' })
  screenedName!: string;

  @Column('text', { name: 'list_entry_id' })
  listEntryId!: string;

  @Column('text', { name: 'list_entry_name' })
  listEntryName!: string;

  @Column('text', { name: 'match_kind' })
  matchKind!: 'hit' | 'near_hit';

  @Column('text')
  cause!: 'submission' | 'name_change';

  @Column('text', { default: 'open' })
  status!: 'open' | 'cleared' | 'closed';

  @Column('timestamptz', { name: 'opened_at', default: () => 'now()' })
  openedAt!: Date;

  @Column('uuid', { name: 'first_clearer_id', nullable: true })
  firstClearerId!: string | null;

  @Column('timestamptz', { name: 'first_cleared_at', nullable: true })
  firstClearedAt!: Date | null;

  @Column('uuid', { name: 'decided_by', nullable: true })
  decidedBy!: string | null;

  @Column('timestamptz', { name: 'decided_at', nullable: true })
  decidedAt!: Date | null;

  @Column('text', { name: 'close_reason', nullable: true })
  closeReason!: string | null;
}
