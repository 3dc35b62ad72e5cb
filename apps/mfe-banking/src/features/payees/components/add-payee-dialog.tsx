import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import {
  AddPayeeRequestSchema,
  type AddPayeeRequest,
  type AddPayeeStart,
  type PayeeNameCheck,
} from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { CodeInput, fieldErrors, toastFailure } from '@vaultline/ui';
import { useState } from 'react';
import { ACCOUNT_NUMBER_MAX_LENGTH, ROUTING_NUMBER_MAX_LENGTH } from '../../../config/constants';
import { useConfirmPayee, useStartPayee } from '../../../api/payees';

type Details = { name: string; accountNumber: string; routingNumber: string; label: string };
const EMPTY: Details = { name: '', accountNumber: '', routingNumber: '', label: '' };

const SEVERITY: Record<PayeeNameCheck, 'success' | 'warning' | 'error' | 'info'> = {
  match: 'success',
  close_match: 'warning',
  no_match: 'error',
  not_checked: 'info',
};

function requestOf(details: Details): AddPayeeRequest {
  return { ...details, label: details.label.trim() === '' ? undefined : details.label };
}

/** Step 1's fields: who the payee is. */
function DetailsFields(props: {
  details: Details;
  errors: Record<string, string>;
  onChange(details: Details): void;
  disabled: boolean;
}) {
  const { details, errors, onChange, disabled } = props;
  const field = (key: keyof Details, label: string, max: number, hint: string, numeric = false) => (
    <TextField
      label={label}
      value={details[key]}
      onChange={(event) =>
        onChange({
          ...details,
          [key]: numeric ? event.target.value.replace(/\D/g, '').slice(0, max) : event.target.value,
        })
      }
      error={!!errors[key]}
      helperText={errors[key] ?? hint}
      required={key !== 'label'}
      disabled={disabled}
      fullWidth
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: max, ...(numeric ? { inputMode: 'numeric' } : {}) } }}
    />
  );
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {field('name', 'Name on their account', 100, 'We check it against the account holder.')}
      {field('accountNumber', 'Account number', ACCOUNT_NUMBER_MAX_LENGTH, '9 to 15 digits.', true)}
      {field('routingNumber', 'Routing number', ROUTING_NUMBER_MAX_LENGTH, '6 to 15 digits.', true)}
      {field('label', 'Nickname (optional)', 40, 'Only you see it, e.g. "Landlord".')}
    </Stack>
  );
}

/** The dialog's state: the details, the name check once asked, the code, and the two calls. */
function useAddPayee(onClose: () => void) {
  const start = useStartPayee();
  const confirm = useConfirmPayee();
  const [details, setDetails] = useState<Details>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<AddPayeeStart | null>(null);
  const [code, setCode] = useState('');

  const close = () => {
    setDetails(EMPTY);
    setErrors({});
    setChecked(null);
    setCode('');
    onClose();
  };
  const edit = (next: Details) => {
    setDetails(next);
    setChecked(null);
  };
  const check = async (next: Details) => {
    const parsed = AddPayeeRequestSchema.safeParse(requestOf(next));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await start.mutate(requestOf(next));
    if (!result.ok) return toastFailure('Could not check this payee', result.error);
    setDetails(next);
    setChecked(result.data);
  };
  const save = async () => {
    const result = await confirm.mutate(code);
    if (!result.ok) return toastFailure('Payee not saved', result.error);
    const name = result.data.label ?? result.data.name;
    toast({ title: 'Payee Saved', description: `${name} is in your payees.`, severity: 'success' });
    close();
  };
  return { start, confirm, details, errors, checked, code, setCode, close, edit, check, save };
}

type AddPayee = ReturnType<typeof useAddPayee>;

/** The name check's answer (with the holder's name to use on a close match) and the code boxes. */
function NameCheckPanel({ flow }: { flow: AddPayee }) {
  const { checked, details } = flow;
  if (!checked) return null;
  const suggested = checked.suggestedName;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert
        severity={SEVERITY[checked.nameCheck]}
        action={
          suggested ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => void flow.check({ ...details, name: suggested })}
            >
              Use “{suggested}”
            </Button>
          ) : undefined
        }
      >
        {checked.message}
      </Alert>
      <CodeInput label="Code from your email" onChange={flow.setCode} autoFocus />
    </Stack>
  );
}

/** Adding a payee: the details and the name check, then the emailed code (asked once per payee). */
export function AddPayeeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const flow = useAddPayee(onClose);
  return (
    <Dialog
      open={open}
      onClose={flow.close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="add-payee-title"
    >
      <DialogTitle id="add-payee-title">Add a Payee</DialogTitle>
      <DialogContent>
        <DetailsFields
          details={flow.details}
          errors={flow.errors}
          onChange={flow.edit}
          disabled={flow.start.isPending}
        />
        <NameCheckPanel flow={flow} />
      </DialogContent>
      <DialogActions>
        <Button onClick={flow.close}>Cancel</Button>
        {flow.checked ? (
          <Button
            variant="contained"
            disabled={flow.code.length !== 6 || flow.confirm.isPending}
            onClick={() => void flow.save()}
          >
            Save Payee
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={flow.start.isPending}
            onClick={() => void flow.check(flow.details)}
          >
            Check and Email Code
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
