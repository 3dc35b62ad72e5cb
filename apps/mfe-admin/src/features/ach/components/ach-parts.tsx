import DownloadIcon from '@mui/icons-material/Download';
import { Button, Chip, CircularProgress } from '@mui/material';
import { useState } from 'react';
import type { AchBatchSummary } from '@vaultline/contracts';
import { toApiRequestError, toast } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { downloadAchFile } from '../api/download-ach-file';

/** Tables from this width, cards below (a phone never scrolls sideways). */
export const WIDE_QUERY = '(min-width:900px)';

export const MONO = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  overflowWrap: 'anywhere',
} as const;

/** Read by screen readers, not shown (a column header for the download buttons). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function BatchStatusChip({ status }: { status: AchBatchSummary['status'] }) {
  return status === 'settled' ? (
    <Chip size="small" color="success" label="Settled" />
  ) : (
    <Chip size="small" color="info" label="Sent" />
  );
}

/** Saves the batch's NACHA file as sent; a toast says how it went. */
export function DownloadFileButton({
  batch,
  size = 'small',
}: {
  batch: Pick<AchBatchSummary, 'id' | 'fileName'>;
  size?: 'small' | 'medium';
}) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const name = await downloadAchFile(batch);
      toast({ title: 'File Downloaded', description: name, severity: 'success' });
    } catch (failure) {
      toastFailure('Download failed', toApiRequestError(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size={size}
      disabled={pending}
      onClick={() => void download()}
      aria-label={`Download file ${batch.fileName}`}
      startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <DownloadIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Download file
    </Button>
  );
}
