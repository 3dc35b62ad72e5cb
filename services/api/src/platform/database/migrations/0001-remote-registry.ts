import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RemoteRegistry1763800000001 implements MigrationInterface {
  name = 'RemoteRegistry1763800000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE remote_releases (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        remote text NOT NULL CHECK (remote IN ('mfe_public', 'mfe_banking', 'mfe_admin')),
        version text NOT NULL,
        entry text NOT NULL,
        integrity text NOT NULL,
        routes jsonb NOT NULL,
        source_hash text NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT remote_releases_remote_version_key UNIQUE (remote, version)
      );
      CREATE TABLE remote_live (
        remote text PRIMARY KEY,
        release_id uuid NOT NULL REFERENCES remote_releases (id),
        changed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE remote_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        remote text NOT NULL,
        action text NOT NULL CHECK (action IN ('publish', 'rollback')),
        from_version text,
        to_version text NOT NULL,
        actor text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX remote_events_remote_at_idx ON remote_events (remote, at DESC);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE remote_events; DROP TABLE remote_live; DROP TABLE remote_releases;');
  }
}
