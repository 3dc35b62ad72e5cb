import { useEffect, useState } from 'react';
import { getCheckPhoto, type CheckSide } from '../api/get-check-photo';

export type CheckPhoto =
  { state: 'loading' } | { state: 'shown'; url: string } | { state: 'failed'; message: string };

/**
 * One side's photo as an object URL while the component is shown: fetched once per deposit and
 * side (each view is audited), revoked when it unmounts or shows another photo.
 */
export function useCheckPhoto(depositId: string, side: CheckSide): CheckPhoto {
  const [photo, setPhoto] = useState<CheckPhoto>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setPhoto({ state: 'loading' });
    getCheckPhoto(depositId, side, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setPhoto({ state: 'shown', url });
      },
      (error: Error) => {
        if (!controller.signal.aborted) setPhoto({ state: 'failed', message: error.message });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [depositId, side]);
  return photo;
}
