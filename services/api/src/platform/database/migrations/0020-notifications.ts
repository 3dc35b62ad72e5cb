import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * In-app notifications (module notifications): what happened (a transfer sent, received, held,
 * decided or returned; a security change), for one customer, newest first, read or not. The
 * words are kept as written, so a later change of wording leaves old notices as they were. The
 * link is a path inside the portal (with a plain query at most), never an address elsewhere.
 * Kept, never deleted: the app may only mark them read. The list reads (user_id, created_at DESC,
 * id DESC) by keyset; the unread count reads the partial index of unread ones.
 */
export class Notifications1763800000020 implements MigrationInterface {
  name = 'Notifications1763800000020';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_]{0,39}$'),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
        link text CHECK (link ~ '^/[A-Za-z0-9/_=?&-]{0,199}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      );
      CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
      CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

      GRANT SELECT, INSERT, UPDATE ON notifications TO vaultline_app;
      REVOKE DELETE, TRUNCATE ON notifications FROM vaultline_app;`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, 'DROP TABLE notifications');
  }
}
