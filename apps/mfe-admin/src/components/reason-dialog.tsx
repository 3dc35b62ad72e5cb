import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in plain words (shown above the reason). */
  children: ReactNode;
  confirmLabel: string;
  /** Validates `{ reason }` with the contract's schema (required, length, allowed characters). */
  schema: z.ZodType<{ reason: string }>;
  reasonLabel?: string;
  helperText?: string;
  maxLength: number;
  multiline?: boolean;
  pending?: boolean;
  destructive?: boolean;
  /** Why the server refused, shown in the dialog (the dialog stays open). */
  refusal?: ReactNode;
  onConfirm(reason: string): void;
  onClose(): void;
}

/** The typed reason, its error, and closing or submitting the dialog. */
function useReason({ schema, pending = false, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (pending) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a reason');
      return;
    }
    setError(null);
    onConfirm(parsed.data.reason);
  };

  const change = (value: string) => {
    setReason(value);
    setError(null);
  };
  return { reason, setReason, error, change, close, submit };
}

/** Cancel, and the action once the reason passes. */
function ReasonDialogActions(props: {
  pending: boolean;
  destructive: boolean;
  confirmLabel: string;
  onCancel: () => void;
}) {
  const { pending, destructive, confirmLabel, onCancel } = props;
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {pending ? 'Processing...' : confirmLabel}
      </Button>
    </DialogActions>
  );
}

/**
 * Asks for a reason before a staff action that needs one (close, reverse, reject). The reason is
 * required: the action is only sent once it passes the contract's checks.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, children, confirmLabel, reasonLabel = 'Reason', helperText } = props;
  const { maxLength, multiline = true, pending = false, destructive = false, refusal } = props;
  const titleId = useId();
  const { reason, setReason, error, change, close, submit } = useReason(props);
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {children}
            <TextField
              label={reasonLabel}
              value={reason}
              onChange={(event) => change(event.target.value)}
              required
              autoFocus
              fullWidth
              multiline={multiline}
              minRows={multiline ? 3 : undefined}
              error={!!error}
              helperText={
                error ??
                helperText ??
                `Required. Kept in the audit log. At most ${maxLength} characters.`
              }
              slotProps={{ htmlInput: { maxLength } }}
            />
            {refusal ? (
              <Alert severity="warning" role="alert">
                {refusal}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <ReasonDialogActions
          pending={pending}
          destructive={destructive}
          confirmLabel={confirmLabel}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
