import { zodResolver } from '@hookform/resolvers/zod';
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
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '@vaultline/ui';

type ReasonForm = { reason: string };

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in plain words (shown above the reason). */
  children: ReactNode;
  confirmLabel: string;
  /** Validates `{ reason }` with the contract's schema (required, length, allowed characters). */
  schema: z.ZodType<ReasonForm, ReasonForm>;
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

/**
 * The reason as a react-hook-form form checked by the contract's schema (the resolver): the
 * action is only confirmed with a reason that passes; closing forgets what was typed.
 */
function useReason({ schema, pending = false, onConfirm, onClose }: ReasonDialogProps) {
  const form = useForm<ReasonForm>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    if (pending) return;
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => onConfirm(values.reason));
  return { form, close, submit };
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
  const { form, close, submit } = useReason(props);
  const hint = helperText ?? `Required. Kept in the audit log. At most ${maxLength} characters.`;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => form.reset() } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {children}
            <TextField
              {...fieldProps(form, 'reason', hint)}
              label={reasonLabel}
              required
              autoFocus
              fullWidth
              multiline={multiline}
              minRows={multiline ? 3 : undefined}
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
