import { createHash } from 'node:crypto';
import { sniffMediaType } from './media-type';

/** The kinds of file a customer may send as evidence or in a conversation. */
export type AttachmentMediaType = 'image/jpeg' | 'image/png' | 'application/pdf';

export type CheckedAttachment =
  | { ok: true; mediaType: AttachmentMediaType; sha256: string }
  | { ok: false; problem: 'too_large' | 'type' };

/**
 * An uploaded file, judged by its size and its bytes' signature (never by the header the client
 * sent): a photo (JPEG, PNG) or a PDF no larger than `maxBytes`, with its SHA-256 to keep beside it.
 */
export function checkAttachment(bytes: Buffer, maxBytes: number): CheckedAttachment {
  if (bytes.length > maxBytes) return { ok: false, problem: 'too_large' };
  const type = sniffMediaType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'application/pdf')
    return { ok: false, problem: 'type' };
  return { ok: true, mediaType: type, sha256: createHash('sha256').update(bytes).digest('hex') };
}
