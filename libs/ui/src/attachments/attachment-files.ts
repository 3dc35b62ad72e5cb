import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  type SupportAttachment,
} from '@vaultline/contracts';

/** Why the browser refuses a file before sending it (the server judges it again), or null. */
export function attachmentProblem(file: File): string | null {
  if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return 'Attach a photo (JPEG or PNG) or a PDF.';
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) return 'The file is over 5 MB.';
  return null;
}

const KINDS: Record<SupportAttachment['mediaType'], string> = {
  'image/jpeg': 'JPEG photo',
  'image/png': 'PNG image',
  'application/pdf': 'PDF',
};

/** "PDF, 18 KB": what a kept file is, for a link's words. */
export function describeAttachment(file: Pick<SupportAttachment, 'mediaType' | 'bytes'>): string {
  const size =
    file.bytes < 1024
      ? `${file.bytes} bytes`
      : file.bytes < 1024 * 1024
        ? `${Math.round(file.bytes / 1024)} KB`
        : `${(file.bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${KINDS[file.mediaType]}, ${size}`;
}
