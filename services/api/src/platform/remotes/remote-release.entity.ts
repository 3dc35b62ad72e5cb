import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { ReleaseState, RemoteName } from '@vaultline/contracts';

/** One published, immutable build of a remote (the API may insert these, never change them). */
@Entity('remote_releases')
export class RemoteRelease {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  remote!: RemoteName;

  @Column('text')
  version!: string;

  /** URL of its mf-manifest.json. */
  @Column('text')
  entry!: string;

  /** sha384 of remoteEntry.js. */
  @Column('text')
  integrity!: string;

  /** sha384 of mf-manifest.json (null for releases registered before it was kept: never loaded). */
  @Column('text', { name: 'manifest_integrity', nullable: true })
  manifestIntegrity!: string | null;

  @Column('integer', { name: 'contract_version', nullable: true })
  contractVersion!: number | null;

  @Column('jsonb')
  routes!: string[];

  @Column('text', { name: 'source_hash' })
  sourceHash!: string;

  @Column('text', { nullable: true })
  commit!: string | null;

  /** The release credential that published it. */
  @Column('text', { name: 'published_by' })
  publishedBy!: string;

  @CreateDateColumn({ name: 'published_at', type: 'timestamptz' })
  publishedAt!: Date;
}

/** Where a release is in its life; at most one live and one canary per remote (unique indexes). */
@Entity('remote_release_states')
export class RemoteReleaseState {
  @PrimaryColumn('uuid', { name: 'release_id' })
  releaseId!: string;

  @Column('text')
  remote!: RemoteName;

  @Column('text')
  state!: ReleaseState;

  @Column('integer', { name: 'canary_percent', nullable: true })
  canaryPercent!: number | null;

  /** Made live by a rollback: tooling must not republish over it unless asked on purpose. */
  @Column('boolean', { default: false })
  pinned!: boolean;

  /** Rolled back as urgent: open tabs running it reload at once. */
  @Column('boolean', { default: false })
  urgent!: boolean;

  @Column('timestamptz', { name: 'went_live_at', nullable: true })
  wentLiveAt!: Date | null;

  @Column('timestamptz', { name: 'changed_at', default: () => 'now()' })
  changedAt!: Date;
}
