import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SupportRequest } from '@vaultline/contracts';

/**
 * A customer's support request.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('support_requests')
export class SupportRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  email!: string;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('text')
  category!: SupportRequest['category'];

  @Column('text')
  subject!: string;

  @Column('text')
  message!: string;

  @Column('text', { default: 'open' })
  status!: SupportRequest['status'];

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'resolved_at', nullable: true })
  resolvedAt!: Date | null;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
