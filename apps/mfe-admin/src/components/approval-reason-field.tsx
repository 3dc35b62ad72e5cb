import { TextField, type SxProps, type Theme } from '@mui/material';

interface ApprovalReasonFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange(reason: string): void;
  sx?: SxProps<Theme>;
}

/** The reason a change needs a second staff member for: shown to the approver, kept in the audit log. */
export function ApprovalReasonField({
  label,
  value,
  error,
  onChange,
  sx,
}: ApprovalReasonFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={2}
      error={!!error}
      helperText={error ?? 'Shown to the staff member who approves it, and kept in the audit log.'}
      fullWidth
      sx={sx}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}
