import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, sessions and refresh tokens, one-time codes, throttles, avatars, and the append-only audit log. */
export class Identity1763800000002 implements MigrationInterface {
  name = 'Identity1763800000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        first_name text NOT NULL,
        last_name text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
        email_verified_at timestamptz,
        mobile text,
        address text,
        date_of_birth date,
        avatar_id uuid,
        two_factor_enabled boolean NOT NULL DEFAULT false,
        biometric_enabled boolean NOT NULL DEFAULT false,
        notifications jsonb NOT NULL DEFAULT '{"email": true, "sms": false, "push": true, "marketing": false}',
        token_version integer NOT NULL DEFAULT 0,
        must_change_password boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
        closed_at timestamptz,
        closed_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email)
      );

      CREATE TABLE avatars (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX avatars_user_idx ON avatars (user_id);

      -- One row per signed-in browser (a refresh-token family).
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        persistent boolean NOT NULL,
        user_agent text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text
      );
      CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

      -- Opaque refresh tokens, stored as hashes; each is used once and replaced by the next.
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES sessions (id),
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      );
      CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

      -- Emailed codes and links (email verification, sign-in second factor, email change, password reset).
      CREATE TABLE one_time_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        purpose text NOT NULL,
        code_hash text NOT NULL,
        context jsonb NOT NULL DEFAULT '{}',
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz
      );
      CREATE INDEX one_time_codes_user_purpose_idx ON one_time_codes (user_id, purpose, created_at DESC);
      CREATE UNIQUE INDEX one_time_codes_hash_idx ON one_time_codes (code_hash);

      -- Failure and send counters per account, client address or email address.
      CREATE TABLE throttles (
        key text PRIMARY KEY,
        consecutive integer NOT NULL DEFAULT 0,
        window_started_at timestamptz NOT NULL DEFAULT now(),
        window_count integer NOT NULL DEFAULT 0,
        blocked_until timestamptz
      );

      -- Append-only audit trail; each record carries a hash chaining it to the one before.
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        actor_id uuid,
        actor_role text,
        action text NOT NULL,
        target_type text,
        target_id text,
        ip text,
        before jsonb,
        after jsonb,
        details jsonb,
        prev_hash text NOT NULL,
        hash text NOT NULL
      );
      CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id);
      CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id);
      CREATE INDEX audit_log_action_idx ON audit_log (action, id);
      CREATE TABLE audit_chain (
        id integer PRIMARY KEY CHECK (id = 1),
        last_hash text NOT NULL
      );
      INSERT INTO audit_chain (id, last_hash) VALUES (1, repeat('0', 64));

      CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$;
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION refuse_change();
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE audit_log; DROP TABLE audit_chain; DROP FUNCTION refuse_change();
      DROP TABLE throttles; DROP TABLE one_time_codes; DROP TABLE refresh_tokens; DROP TABLE sessions;
      DROP TABLE avatars; DROP TABLE users;
    `);
  }
}
