import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows } from '../../platform/database/sql';
import type { AttachmentMediaType } from '../../platform/files/attachment';

// The SQL of files in support conversations (support_attachments, support_attachment_placements).

/** A file as a conversation lists it (without its bytes). */
export interface PlacedFileRow {
  id: string;
  media_type: AttachmentMediaType;
  size: number;
  sha256: string;
  message_id: string | null;
  internal: boolean;
}

export interface FileRow {
  id: string;
  media_type: AttachmentMediaType;
  bytes: Buffer;
  sha256: string;
}

export function insertFile(
  db: Queryable,
  file: { uploaderId: string; mediaType: AttachmentMediaType; bytes: Buffer; sha256: string },
): Promise<{ id: string }> {
  return sqlOne<{ id: string }>(
    db,
    `INSERT INTO support_attachments (uploader_id, media_type, bytes, sha256)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [file.uploaderId, file.mediaType, file.bytes, file.sha256],
    'support attachment',
  );
}

/**
 * Places the uploader's own unplaced files in a message (none: the request's own) and answers how
 * many it placed; fewer than asked means one is someone else's, already placed, or gone.
 */
export async function placeFiles(
  db: Queryable,
  place: { ids: string[]; uploaderId: string; requestId: string; messageId: string | null },
): Promise<number> {
  const rows = await sqlRows<{ attachment_id: string }>(
    db,
    `INSERT INTO support_attachment_placements (attachment_id, request_id, message_id)
     SELECT a.id, $3, $4 FROM support_attachments a
     WHERE a.id = ANY($1::uuid[]) AND a.uploader_id = $2
     ON CONFLICT (attachment_id) DO NOTHING
     RETURNING attachment_id`,
    [place.ids, place.uploaderId, place.requestId, place.messageId],
  );
  return rows.length;
}

/** The files placed in a request, each with its message and whether that message is a note. */
export function placedFiles(db: Queryable, requestId: string): Promise<PlacedFileRow[]> {
  return sqlRows<PlacedFileRow>(
    db,
    `SELECT a.id, a.media_type, length(a.bytes) AS size, a.sha256, p.message_id,
       coalesce(m.internal, false) AS internal
     FROM support_attachment_placements p
     JOIN support_attachments a ON a.id = p.attachment_id
     LEFT JOIN support_messages m ON m.id = p.message_id
     WHERE p.request_id = $1 ORDER BY p.placed_at, a.id`,
    [requestId],
  );
}

/** One placed file of a request, with its bytes and whether it sits in a staff note. */
export function placedFile(
  db: Queryable,
  requestId: string,
  id: string,
): Promise<(FileRow & { internal: boolean }) | undefined> {
  return sqlFirst<FileRow & { internal: boolean }>(
    db,
    `SELECT a.id, a.media_type, a.bytes, a.sha256, coalesce(m.internal, false) AS internal
     FROM support_attachment_placements p
     JOIN support_attachments a ON a.id = p.attachment_id
     LEFT JOIN support_messages m ON m.id = p.message_id
     WHERE p.request_id = $1 AND p.attachment_id = $2`,
    [requestId, id],
  );
}

/** Deletes uploads made before `before` and never placed in a message; answers how many. */
export async function purgeUnplacedFiles(db: Queryable, before: Date): Promise<number> {
  const rows = await sqlRows<{ id: string }>(
    db,
    `DELETE FROM support_attachments a
     WHERE a.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM support_attachment_placements p WHERE p.attachment_id = a.id)
     RETURNING a.id`,
    [before],
  );
  return rows.length;
}
