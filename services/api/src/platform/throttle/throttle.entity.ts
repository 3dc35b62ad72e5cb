import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A throttle counter (failed sign-ins, mail requests), keyed by what it limits.
 * Every column is mapped; a test compares them with the migrated schema (entities.spec.ts).
 */
@Entity('throttles')
export class Throttle {
  @PrimaryColumn('text')
  key!: string;

  @Column('integer', { default: 0 })
  consecutive!: number;

  @Column('timestamptz', { name: 'window_started_at', default: () => 'now()' })
  windowStartedAt!: Date;

  @Column('integer', { name: 'window_count', default: 0 })
  windowCount!: number;

  @Column('timestamptz', { name: 'blocked_until', nullable: true })
  blockedUntil!: Date | null;
}
