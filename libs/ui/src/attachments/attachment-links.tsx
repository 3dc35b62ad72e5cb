import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import type { SupportAttachment } from '@vaultline/contracts';
import { downloadFile, toast } from '@vaultline/session';
import { describeAttachment } from './attachment-files';

/**
 * A message's files as download buttons: each is fetched with the session (a plain link carries no
 * token) and saved; a refusal is told in a toast.
 */
export function AttachmentLinks({
  attachments,
  urlOf,
}: {
  attachments: SupportAttachment[];
  urlOf(file: SupportAttachment): string;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (attachments.length === 0) return null;
  const save = async (file: SupportAttachment) => {
    setBusy(file.id);
    try {
      await downloadFile(urlOf(file), {}, 'attachment');
    } catch (error) {
      const description = (error as Error).message;
      toast({ title: 'The file could not be downloaded', description, severity: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      {attachments.map((file) => (
        <Button
          key={file.id}
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy === file.id}
          onClick={() => void save(file)}
        >
          {describeAttachment(file)}
        </Button>
      ))}
    </Box>
  );
}
