import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { RemoteName } from '@vaultline/contracts';

/** One published, immutable build of a remote. */
@Entity('remote_releases')
export class RemoteRelease {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  remote!: RemoteName;

  @Column('text')
  version!: string;

  @Column('text')
  entry!: string;

  @Column('text')
  integrity!: string;

  @Column('jsonb')
  routes!: string[];

  @Column('text', { name: 'source_hash' })
  sourceHash!: string;

  @CreateDateColumn({ name: 'published_at', type: 'timestamptz' })
  publishedAt!: Date;
}

/** Which release of each remote is live. */
@Entity('remote_live')
export class RemoteLive {
  @PrimaryColumn('text')
  remote!: RemoteName;

  @Column('uuid', { name: 'release_id' })
  releaseId!: string;

  @Column('timestamptz', { name: 'changed_at', default: () => 'now()' })
  changedAt!: Date;
}

/** Append-only history of publishes and rollbacks. */
@Entity('remote_events')
export class RemoteEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  remote!: RemoteName;

  @Column('text')
  action!: 'publish' | 'rollback';

  @Column('text', { name: 'from_version', nullable: true })
  fromVersion!: string | null;

  @Column('text', { name: 'to_version' })
  toVersion!: string;

  @Column('text')
  actor!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at!: Date;
}
