import type { FastifyReply } from 'fastify';
import type { AttachmentMediaType } from './attachment';

const EXTENSIONS: Record<AttachmentMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** An uploaded file as it was kept: its sniffed type, its bytes and their hash. */
export interface KeptFile {
  media_type: AttachmentMediaType;
  bytes: Buffer;
  sha256: string;
}

/**
 * Sends a kept file as a download (never shown inline, so a PDF or image runs nothing in the
 * portal's origin), named `baseName` with its type's extension, never cached, with its hash.
 */
export async function sendAttachment(
  reply: FastifyReply,
  file: KeptFile,
  baseName: string,
): Promise<void> {
  await reply
    .header('Content-Type', file.media_type)
    .header(
      'Content-Disposition',
      `attachment; filename="${baseName}.${EXTENSIONS[file.media_type]}"`,
    )
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-SHA256', file.sha256)
    .send(file.bytes);
}
