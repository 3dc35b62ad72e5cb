import { DISPUTE_ATTACHMENT_MAX_BYTES, DISPUTE_ATTACHMENT_TYPES } from '@vaultline/contracts';

/** Why the browser refuses an evidence file before sending it, or null when it may go. */
export function evidenceProblem(file: File): string | null {
  if (!(DISPUTE_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return 'Attach a photo (JPEG or PNG) or a PDF.';
  if (file.size > DISPUTE_ATTACHMENT_MAX_BYTES) return 'The file is over 5 MB.';
  return null;
}
