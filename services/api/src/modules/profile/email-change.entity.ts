import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change of a user's sign-in address. The old address is told with a link (only its keyed
 * hash is kept) that cancels the change until `cancelUntil`.
 */
@Entity('email_changes')
export class EmailChange {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'old_email' })
  oldEmail!: string;

  @Column('text', { name: 'new_email' })
  newEmail!: string;

  @Column('timestamptz', { name: 'changed_at', default: () => 'now()' })
  changedAt!: Date;

  @Column('text', { name: 'cancel_hash', unique: true })
  cancelHash!: string;

  @Column('timestamptz', { name: 'cancel_until' })
  cancelUntil!: Date;

  @Column('timestamptz', { name: 'cancelled_at', nullable: true })
  cancelledAt!: Date | null;
}
