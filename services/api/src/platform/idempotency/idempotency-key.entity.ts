import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An idempotency key; written only by the database functions of idempotency.sql.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('idempotency_keys')
export class IdempotencyKey {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('text')
  key!: string;

  @Column('text', { name: 'request_hash' })
  requestHash!: string;

  @Column('integer', { name: 'status_code', nullable: true })
  statusCode!: number | null;

  @Column('jsonb', { nullable: true })
  response!: unknown | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
