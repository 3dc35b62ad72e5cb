import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';

/** A field the dialog asks for (the reason always; an identity check for a reset). */
export interface ReasonField {
  name: string;
  label: string;
}

interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  fields: ReasonField[];
  pending: boolean;
  /** Answers an error message to show, or null when done. */
  onSubmit(values: Record<string, string>): Promise<string | null>;
  onClose(): void;
}

/** Asks why (and what else the action needs) before a security action; nothing is sent without it. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, text, confirmLabel, fields, pending, onSubmit, onClose } = props;
  const titleId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const missing = fields.find((field) => !values[field.name]?.trim());
    if (missing) return setProblem(`${missing.label} is required.`);
    const failed = await onSubmit(values);
    if (failed) return setProblem(failed);
    setValues({});
    setProblem(null);
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Stack spacing={2}>
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              multiline
              fullWidth
            />
          ))}
        </Stack>
        {problem ? (
          <DialogContentText color="error" role="alert" sx={{ mt: 1 }}>
            {problem}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
