import { useEffect, useState } from 'react';
import { toast } from '@vaultline/session';
import { compressAvatar, isAcceptedImage } from '../api/upload-avatar';

export interface ChosenPhoto {
  image: Blob;
  previewUrl: string;
}

/** A new photo chosen while editing: checked, compressed, previewed; uploaded only on Save Changes. */
export function useAvatarChoice() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [preparing, setPreparing] = useState(false);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.previewUrl);
    },
    [photo],
  );

  const choose = async (file: File) => {
    if (!isAcceptedImage(file)) {
      toast({
        title: 'Update failed',
        description: 'Choose a PNG, JPEG, WebP or GIF image.',
        severity: 'error',
      });
      return;
    }
    setPreparing(true);
    try {
      const image = await compressAvatar(file);
      setPhoto({ image, previewUrl: URL.createObjectURL(image) });
    } catch (error) {
      toast({
        title: 'Update failed',
        description: error instanceof Error ? error.message : 'The photo could not be prepared.',
        severity: 'error',
      });
    } finally {
      setPreparing(false);
    }
  };

  return { photo, preparing, choose, clear: () => setPhoto(null) };
}
