import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Button, Chip, FormHelperText, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { SUPPORT_ATTACHMENTS_PER_MESSAGE } from '@vaultline/contracts';
import { attachmentProblem } from './attachment-files';

export interface AttachmentPickerProps {
  files: File[];
  onChange(files: File[]): void;
  disabled?: boolean;
}

/**
 * Files to send with a message: up to SUPPORT_ATTACHMENTS_PER_MESSAGE photos or PDFs of 5 MB at
 * most, each refused here with the reason before anything is sent; a chosen one can be removed.
 */
export function AttachmentPicker({ files, onChange, disabled }: AttachmentPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const full = files.length >= SUPPORT_ATTACHMENTS_PER_MESSAGE;
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = attachmentProblem(chosen);
    setProblem(refused);
    if (!refused) onChange([...files, chosen]);
  };
  return (
    <Stack spacing={0.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          disabled={disabled || full}
        >
          Attach a file
          <input
            hidden
            type="file"
            aria-label="Attach a file"
            aria-describedby={hintId}
            accept="image/jpeg,image/png,application/pdf"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {files.map((file, index) => (
          <Chip
            key={`${file.name}-${index}`}
            label={file.name}
            onDelete={() => onChange(files.filter((_, at) => at !== index))}
            disabled={disabled}
          />
        ))}
      </Box>
      <FormHelperText id={hintId} error={Boolean(problem)}>
        {problem ??
          `Up to ${SUPPORT_ATTACHMENTS_PER_MESSAGE} photos (JPEG, PNG) or PDFs, 5 MB each.`}
      </FormHelperText>
    </Stack>
  );
}
