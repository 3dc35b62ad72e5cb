import { useRef } from 'react';
import type { ApiRequestError } from '@vaultline/session';
import { useUploadCheckPhoto } from '../api/check-deposits';
import { scalePhoto } from '../lib/check-photo';

export type SentPhotos =
  | { ok: true; frontImageId: string; backImageId: string }
  | { ok: false; side: 'front' | 'back'; error: ApiRequestError };

/**
 * Sends the two photos of a check (scaled down in the browser first), each file once: a retry
 * after a refusal of the deposit reuses the photos already sent.
 */
export function useSentPhotos() {
  const upload = useUploadCheckPhoto();
  const sent = useRef(new Map<File, string>());
  const sendOne = async (file: File) => {
    const known = sent.current.get(file);
    if (known) return { ok: true as const, id: known };
    const answer = await upload.mutate(await scalePhoto(file));
    if (!answer.ok) return { ok: false as const, error: answer.error };
    sent.current.set(file, answer.data.id);
    return { ok: true as const, id: answer.data.id };
  };
  const send = async (front: File, back: File): Promise<SentPhotos> => {
    const first = await sendOne(front);
    if (!first.ok) return { ok: false, side: 'front', error: first.error };
    const second = await sendOne(back);
    if (!second.ok) return { ok: false, side: 'back', error: second.error };
    return { ok: true, frontImageId: first.id, backImageId: second.id };
  };
  return { send, pending: upload.isPending };
}

/** "Front photo: This photo cannot be read: take it again." */
export function photoRefusal(side: 'front' | 'back', error: ApiRequestError): string {
  if (error.status === null)
    return 'We could not reach Vaultline. Check your connection and try again: nothing was deposited.';
  return `${side === 'front' ? 'Front' : 'Back'} photo: ${error.message}`;
}
