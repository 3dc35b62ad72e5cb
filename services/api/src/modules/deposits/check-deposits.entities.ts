import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// The deposits module's tables (migration 0026). Statements are in *.queries.ts; the entities map the
// columns for the schema checks (entities.spec.ts).

/** A photo of a check as the server re-encoded and kept it (append-only). */
@Entity('check_images')
export class CheckImageEntity {
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

  @Column('text', { name: 'pixels_sha256' })
  pixelsSha256!: string;

  @Column('integer')
  width!: number;

  @Column('integer')
  height!: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

/** A mobile check deposit: the check, its review, its availability and its return. */
@Entity('check_deposits')
export class CheckDepositEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('uuid', { name: 'account_id' })
  accountId!: string;

  @Column('bigint', { name: 'amount_minor' })
  amountMinor!: string;

  @Column('text', { name: 'check_number' })
  checkNumber!: string;

  @Column('text', { name: 'micr_routing' })
  micrRouting!: string;

  @Column('text', { name: 'micr_account' })
  micrAccount!: string;

  @Column('uuid', { name: 'front_image_id' })
  frontImageId!: string;

  @Column('uuid', { name: 'back_image_id' })
  backImageId!: string;

  @Column('text', { name: 'front_pixels_sha256' })
  frontPixelsSha256!: string;

  @Column('text')
  status!: string;

  @Column('smallint', { name: 'approvals_needed' })
  approvalsNeeded!: number;

  @Column('uuid', { name: 'first_approver_id', nullable: true })
  firstApproverId!: string | null;

  @Column('timestamptz', { name: 'first_approved_at', nullable: true })
  firstApprovedAt!: Date | null;

  @Column('uuid', { name: 'decided_by', nullable: true })
  decidedBy!: string | null;

  @Column('timestamptz', { name: 'decided_at', nullable: true })
  decidedAt!: Date | null;

  @Column('text', { name: 'staff_note', nullable: true })
  staffNote!: string | null;

  @Column('bigint', { name: 'next_day_minor', default: 0 })
  nextDayMinor!: string;

  @Column('timestamptz', { name: 'next_day_at', nullable: true })
  nextDayAt!: Date | null;

  @Column('timestamptz', { name: 'rest_at', nullable: true })
  restAt!: Date | null;

  @Column('bigint', { name: 'released_minor', default: 0 })
  releasedMinor!: string;

  @Column('text', { name: 'return_reason', nullable: true })
  returnReason!: string | null;

  @Column('timestamptz', { name: 'returned_at', nullable: true })
  returnedAt!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
