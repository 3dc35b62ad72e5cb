import { CHECK_IMAGE_MAX_BYTES, CHECK_IMAGE_TYPES } from '@vaultline/contracts';

/** The long side a photo is scaled to before it is sent: small and quick, still readable. */
export const SENT_LONG_SIDE = 1600;

/** Why this file cannot be a check's photo, or null. */
export function photoProblem(file: File): string | null {
  if (!(CHECK_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a photo in JPEG or PNG format.';
  if (file.size > CHECK_IMAGE_MAX_BYTES) return 'This photo is over 5 MB: choose a smaller one.';
  return null;
}

/** The size a photo of `width` × `height` is sent at (never larger than it is). */
export function sentSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SENT_LONG_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The photo as sent: drawn upright (the camera's orientation applied) at most SENT_LONG_SIDE on
 * its long side and encoded as a JPEG. Where the browser cannot draw it, the file as chosen (the
 * server checks and re-encodes every photo anyway).
 */
export async function scalePhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = sentSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    return blob ?? file;
  } catch {
    return file;
  }
}
