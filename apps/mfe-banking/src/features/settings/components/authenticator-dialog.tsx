import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { CODE_LENGTH } from '@vaultline/contracts';
import { CodeInput } from '@vaultline/ui';

interface AuthenticatorDialogProps {
  title: string;
  children: ReactNode;
  /** Buttons after Cancel / in place of it (e.g. the submit button, or Done). */
  actions: ReactNode;
  /** null: the dialog cannot be dismissed now (recovery codes not saved yet, a request running). */
  onClose: (() => void) | null;
  /** The dialog is a form: its submit button, or Enter in a field, calls this. */
  onSubmit?(): void;
  cancelLabel?: string;
}

/**
 * The frame of the authenticator dialogs: full screen on a phone, a form (the whole dialog, so its
 * submit button is inside) where Enter submits, Escape and the backdrop close it unless `onClose`
 * is null.
 */
export function AuthenticatorDialog(props: AuthenticatorDialogProps) {
  const { title, children, actions, onClose, onSubmit, cancelLabel = 'Cancel' } = props;
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Dialog
      open
      onClose={onClose ?? undefined}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {onClose ? <Button onClick={onClose}>{cancelLabel}</Button> : null}
        {actions}
      </DialogActions>
    </Dialog>
  );
}

/** The six boxes for a code from the app, with what went wrong with the last one. */
export function AppCodeField({
  attempt,
  onChange,
  disabled,
  error,
}: {
  /** Changes after a refused code, which clears the boxes. */
  attempt: number;
  onChange(code: string): void;
  disabled: boolean;
  error: string | null;
}) {
  return (
    <Stack spacing={2}>
      <CodeInput
        key={attempt}
        label="Code from the app"
        onChange={onChange}
        disabled={disabled}
        error={error !== null}
        autoFocus
      />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The submit button of a dialog's form: "Processing..." with a spinner while its request runs. */
export function SubmitButton({
  label,
  pending,
  disabled,
  destructive = false,
}: {
  label: string;
  pending: boolean;
  disabled: boolean;
  destructive?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      color={destructive ? 'error' : 'primary'}
      disabled={disabled || pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {pending ? 'Processing...' : label}
    </Button>
  );
}

export const isCompleteCode = (code: string) => code.length === CODE_LENGTH;
