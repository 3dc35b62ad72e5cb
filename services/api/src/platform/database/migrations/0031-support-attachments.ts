import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Files in support conversations (issue 40; modules/support):
 * - support_attachments: a photo (JPEG, PNG) or PDF a customer or staff member uploaded, kept as
 *   sent with its hash; never changed. An upload not placed in a message within a day is deleted
 *   by the support.purge-uploads job; a placed one cannot be (the placement refers to it).
 * - support_attachment_placements: where a file was placed, append-only: the request, and the
 *   message (none for the request's own first message). A file is placed once.
 */
export class SupportAttachments1763800000031 implements MigrationInterface {
  name = 'SupportAttachments1763800000031';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, FILES);
    await sqlRun(db, PLACEMENTS);
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, 'DROP TABLE support_attachment_placements; DROP TABLE support_attachments;');
  }
}

const FILES = `
  CREATE TABLE support_attachments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    uploader_id uuid NOT NULL REFERENCES users (id),
    media_type text NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'application/pdf')),
    bytes bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 5242880),
    sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX support_attachments_age_idx ON support_attachments (created_at);
  CREATE TRIGGER support_attachments_unchanged BEFORE UPDATE ON support_attachments
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
  CREATE TRIGGER support_attachments_no_truncate BEFORE TRUNCATE ON support_attachments
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
  GRANT SELECT, INSERT, DELETE ON support_attachments TO vaultline_app;`;

const PLACEMENTS = `
  CREATE TABLE support_attachment_placements (
    attachment_id uuid PRIMARY KEY REFERENCES support_attachments (id),
    request_id uuid NOT NULL REFERENCES support_requests (id),
    message_id uuid REFERENCES support_messages (id),
    placed_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX support_attachment_placements_request_idx
    ON support_attachment_placements (request_id, placed_at);
  CREATE TRIGGER support_attachment_placements_append_only
    BEFORE UPDATE OR DELETE ON support_attachment_placements
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
  CREATE TRIGGER support_attachment_placements_no_truncate
    BEFORE TRUNCATE ON support_attachment_placements
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
  GRANT SELECT, INSERT ON support_attachment_placements TO vaultline_app;`;
