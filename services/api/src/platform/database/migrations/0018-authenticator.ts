import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * The authenticator app as a second factor (identity): one per user, its TOTP secret sealed
 * (AES-256-GCM, never in the clear), pending until a code from the app confirms it, and the last
 * time step a code was accepted for (a code is never accepted twice). Recovery codes are stored as
 * keyed hashes and spent once.
 */
export class Authenticator1763800000018 implements MigrationInterface {
  name = 'Authenticator1763800000018';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `
      CREATE TABLE authenticators (
        user_id uuid PRIMARY KEY REFERENCES users (id),
        secret_sealed text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'active')),
        -- 30-second steps since 1970: an integer lasts until the year 4010.
        last_used_step integer CHECK (last_used_step >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        enabled_at timestamptz,
        CONSTRAINT authenticators_enabled_when_active CHECK ((status = 'active') = (enabled_at IS NOT NULL))
      );

      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      );
      CREATE UNIQUE INDEX recovery_codes_hash_idx ON recovery_codes (code_hash);
      CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id) WHERE used_at IS NULL;

      GRANT SELECT, INSERT, UPDATE, DELETE ON authenticators, recovery_codes TO vaultline_app;`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, 'DROP TABLE recovery_codes; DROP TABLE authenticators;');
  }
}
