import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A background job (settlements, scheduled runs, mail), claimed with SKIP LOCKED.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('jobs')
export class Job {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('text')
  kind!: string;

  @Column('timestamptz', { name: 'run_at' })
  runAt!: Date;

  @Column('jsonb', { default: () => "'{}'" })
  payload!: unknown;

  @Column('text', { default: 'queued' })
  status!: string;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column('timestamptz', { name: 'locked_until', nullable: true })
  lockedUntil!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
