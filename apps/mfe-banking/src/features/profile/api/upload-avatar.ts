import type { Me } from '@vaultline/contracts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, MeSchema } from '@vaultline/contracts';
import { apiClient, useSession } from '@vaultline/session';

/** Longest side of an uploaded avatar, in pixels (spec §9). */
export const AVATAR_MAX_SIDE_PX = 800;

export function isAcceptedImage(file: Blob): boolean {
  return (AVATAR_TYPES as readonly string[]).includes(file.type);
}

/**
 * Shrinks a photo to at most 800 px on its longest side and 2 MB before upload. The compressor is
 * loaded only when a photo is chosen, so the profile page stays light.
 */
export async function compressAvatar(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxSizeMB: AVATAR_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: AVATAR_MAX_SIDE_PX,
    useWebWorker: true,
  });
}

/** PUT /me/avatar with the image as the raw body and its Content-Type. USERS_AVATAR_NOT_AN_IMAGE, USERS_AVATAR_TOO_LARGE. */
export async function uploadAvatar(image: Blob): Promise<Me> {
  const { data } = await apiClient.put('/me/avatar', image, {
    headers: { 'Content-Type': image.type },
  });
  const me = MeSchema.parse(data);
  useSession.getState().setUser(me);
  return me;
}
