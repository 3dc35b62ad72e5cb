import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import type { CheckDeposit } from '@vaultline/contracts';
import { queryClient } from '@vaultline/data-access';
import { checkDepositsKeys } from '../../../api/query-keys';
import { useReplaceCheckPhotos } from '../api/check-deposits';
import { photoRefusal, useSentPhotos } from '../hooks/use-sent-photos';
import { PhotoField } from './photo-field';

type Side = 'front' | 'back';

function missingPhotos(files: Record<Side, File | null>): Partial<Record<Side, string>> {
  return {
    front: files.front ? undefined : 'Add a photo of the front.',
    back: files.back ? undefined : 'Add a photo of the back.',
  };
}

/** New photos of both sides of a check staff asked about; it goes back to review. */
export function NewPhotosDialog({
  deposit,
  onClose,
}: {
  deposit: CheckDeposit | null;
  onClose(): void;
}) {
  const photos = useSentPhotos();
  const replace = useReplaceCheckPhotos();
  const [files, setFiles] = useState<Record<Side, File | null>>({ front: null, back: null });
  const [problems, setProblems] = useState<Partial<Record<Side, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = photos.pending || replace.isPending;
  const close = () => {
    setFiles({ front: null, back: null });
    setProblems({});
    setRefusal(null);
    onClose();
  };
  const send = async () => {
    if (!deposit) return;
    if (!files.front || !files.back) return setProblems(missingPhotos(files));
    const sent = await photos.send(files.front, files.back);
    if (!sent.ok) return setRefusal(photoRefusal(sent.side, sent.error));
    const { frontImageId, backImageId } = sent;
    const answer = await replace.mutate({
      depositId: deposit.id,
      images: { frontImageId, backImageId },
    });
    if (!answer.ok) return setRefusal(answer.error.message);
    void queryClient.invalidateQueries({ queryKey: checkDepositsKeys.list() });
    close();
  };
  const field = (side: Side, label: string) => (
    <PhotoField
      label={label}
      hint="JPEG or PNG, at most 5 MB."
      file={files[side]}
      error={problems[side]}
      disabled={busy}
      onChange={(file, problem) => {
        setFiles((current) => ({ ...current, [side]: problem ? null : file }));
        setProblems((current) => ({ ...current, [side]: problem ?? undefined }));
        setRefusal(null);
      }}
    />
  );
  return (
    <Dialog open={deposit !== null} onClose={busy ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>New photos of check #{deposit?.checkNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {deposit?.staffNote ? <Alert severity="info">{deposit.staffNote}</Alert> : null}
          {field('front', 'Front of the check')}
          {field('back', 'Back of the check')}
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {busy ? 'Sending…' : 'Send photos'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
