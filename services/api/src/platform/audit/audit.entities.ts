import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The hash-chained audit trail (append-only: the app role may not UPDATE or DELETE it).
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('audit_log')
export class AuditLogEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('timestamptz')
  at!: Date;

  @Column('uuid', { name: 'actor_id', nullable: true })
  actorId!: string | null;

  @Column('text', { name: 'actor_role', nullable: true })
  actorRole!: string | null;

  @Column('text')
  action!: string;

  @Column('text', { name: 'target_type', nullable: true })
  targetType!: string | null;

  @Column('text', { name: 'target_id', nullable: true })
  targetId!: string | null;

  @Column('text', { nullable: true })
  ip!: string | null;

  @Column('jsonb', { nullable: true })
  before!: unknown | null;

  @Column('jsonb', { nullable: true })
  after!: unknown | null;

  @Column('jsonb', { nullable: true })
  details!: unknown | null;

  @Column('text', { name: 'prev_hash' })
  prevHash!: string;

  @Column('text')
  hash!: string;
}

@Entity('audit_chain')
export class AuditChainHead {
  @PrimaryColumn('integer')
  id!: number;

  @Column('text', { name: 'last_hash' })
  lastHash!: string;
}
