import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { photoProblem } from '../lib/check-photo';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  opacity: 0,
} as const;

interface PhotoFieldProps {
  /** "Front of the check" */
  label: string;
  hint: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange(file: File | null, problem: string | null): void;
}

/** A button that takes a photo (the camera on a phone) or picks a file, with a preview of the choice. */
export function PhotoField({ label, hint, file, error, disabled, onChange }: PhotoFieldProps) {
  const helpId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        startIcon={<AddAPhotoIcon />}
        disabled={disabled}
        sx={{
          alignSelf: 'flex-start',
          '&:focus-within': { outline: '2px solid', outlineOffset: 2 },
        }}
      >
        {file ? 'Replace photo' : 'Add photo'}
        {/* Visually hidden, still focusable: Tab reaches it and Space opens the camera or files. */}
        <Box
          component="input"
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          disabled={disabled}
          aria-label={`${file ? 'Replace' : 'Add'} photo: ${label}`}
          aria-describedby={helpId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            onChange(chosen, chosen ? photoProblem(chosen) : null);
          }}
          sx={VISUALLY_HIDDEN}
        />
      </Button>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={`Your photo: ${label.toLowerCase()}`}
          sx={{ width: '100%', maxWidth: 320, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : null}
      {file ? (
        <Typography variant="caption" color="text.secondary">
          {file.name}
        </Typography>
      ) : null}
      <FormHelperText id={helpId} error={!!error}>
        {error ?? hint}
      </FormHelperText>
    </Stack>
  );
}
