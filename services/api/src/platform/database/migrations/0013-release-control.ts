import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATES = "'candidate', 'canary', 'live', 'rolled_back', 'retired'";
const SCOPES = "'mfe_public', 'mfe_banking', 'mfe_admin', 'staff-provisioning'";

/**
 * Releases ops can trust:
 * - remote_releases stays immutable (the app may not UPDATE it) and learns what a release is:
 *   the hash of its manifest, the contract it was built for, its commit and who published it.
 * - remote_release_states: where each release is in its life (candidate, canary with a percent,
 *   live, rolled_back, retired), at most one live and one canary per remote; a live release made
 *   live by a rollback is pinned, and a rolled-back one remembers whether it was urgent.
 * - release_credentials: one bearer credential per team and remote (or for staff provisioning),
 *   kept as a hash, revocable.
 * The release history moves to the hash-chained audit log: remote_events and remote_live go.
 */
export class ReleaseControl1763800000013 implements MigrationInterface {
  name = 'ReleaseControl1763800000013';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE remote_releases
        ADD COLUMN manifest_integrity text,
        ADD COLUMN contract_version integer CHECK (contract_version >= 1),
        ADD COLUMN commit text,
        ADD COLUMN published_by text NOT NULL DEFAULT 'ops';
      ALTER TABLE remote_releases ALTER COLUMN published_by DROP DEFAULT;

      CREATE TABLE remote_release_states (
        release_id uuid PRIMARY KEY REFERENCES remote_releases (id),
        remote text NOT NULL,
        state text NOT NULL CHECK (state IN (${STATES})),
        canary_percent integer CHECK (canary_percent BETWEEN 0 AND 100),
        pinned boolean NOT NULL DEFAULT false,
        urgent boolean NOT NULL DEFAULT false,
        went_live_at timestamptz,
        changed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT remote_release_states_canary_percent CHECK ((state = 'canary') = (canary_percent IS NOT NULL)),
        CONSTRAINT remote_release_states_pinned_live CHECK (NOT pinned OR state = 'live')
      );
      CREATE UNIQUE INDEX remote_release_states_one_live ON remote_release_states (remote) WHERE state = 'live';
      CREATE UNIQUE INDEX remote_release_states_one_canary ON remote_release_states (remote) WHERE state = 'canary';
      INSERT INTO remote_release_states (release_id, remote, state, went_live_at)
        SELECT r.id, r.remote, CASE WHEN l.release_id IS NULL THEN 'retired' ELSE 'live' END, COALESCE(l.changed_at, r.published_at)
        FROM remote_releases r LEFT JOIN remote_live l ON l.release_id = r.id;
      DROP TABLE remote_events;
      DROP TABLE remote_live;
      GRANT SELECT, INSERT, UPDATE ON remote_release_states TO vaultline_app;
      REVOKE DELETE, TRUNCATE ON remote_release_states FROM vaultline_app;

      CREATE TABLE release_credentials (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (name ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
        scope text NOT NULL CHECK (scope IN (${SCOPES})),
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      CREATE UNIQUE INDEX release_credentials_active_name ON release_credentials (name) WHERE revoked_at IS NULL;
      GRANT SELECT, INSERT, UPDATE ON release_credentials TO vaultline_app;
      REVOKE DELETE, TRUNCATE ON release_credentials FROM vaultline_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE release_credentials;
      CREATE TABLE remote_live (
        remote text PRIMARY KEY,
        release_id uuid NOT NULL REFERENCES remote_releases (id),
        changed_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO remote_live (remote, release_id, changed_at)
        SELECT remote, release_id, changed_at FROM remote_release_states WHERE state = 'live';
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
      REVOKE UPDATE, DELETE, TRUNCATE ON remote_events FROM vaultline_app;
      DROP TABLE remote_release_states;
      ALTER TABLE remote_releases DROP COLUMN manifest_integrity, DROP COLUMN contract_version, DROP COLUMN commit, DROP COLUMN published_by;
    `);
  }
}
