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
import { useState } from 'react';
import {
  AddPayeeRequestSchema,
  type AddPayeeRequest,
  type AddPayeeStart,
  type PayeeNameCheck,
  TransfersErrorCode,
} from '@vaultline/contracts';
import { type ApiRequestError, toast } from '@vaultline/session';
import { CodeInput, fieldErrors } from '@vaultline/ui';
import { useTransferLimits } from '../../../api/get-transfer-limits';
import { useConfirmPayee, useStartPayee } from '../../../api/payees';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  CODE_LENGTH,
  ROUTING_NUMBER_MAX_LENGTH,
} from '../../../config/constants';
import { refusalText, toastRefusal } from '../../../lib/refusals';
import { STEP_UP_CODE_LABEL } from '../../../lib/step-up';

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

/** Refusals that end the attempt and stay in the dialog: the hold after an email change, a number nobody can receive at. */
const KEPT_REFUSALS: string[] = [
  TransfersErrorCode.EMAIL_CHANGE_HOLD,
  TransfersErrorCode.RECIPIENT_NOT_FOUND,
  TransfersErrorCode.RECIPIENT_INACTIVE,
];

/** The dialog's state: the details, the name check once asked, the code, and the two calls. */
function useAddPayee(onClose: () => void) {
  const start = useStartPayee();
  const confirm = useConfirmPayee();
  const [details, setDetails] = useState<Details>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<AddPayeeStart | null>(null);
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setDetails(EMPTY);
    setErrors({});
    setChecked(null);
    setCode('');
    setRefusal(null);
    onClose();
  };
  const refused = (title: string, error: ApiRequestError) => {
    if (!KEPT_REFUSALS.includes(error.code)) return toastRefusal(title, error, 'payees');
    setRefusal(refusalText(error, 'payees'));
    setChecked(null);
  };
  const edit = (next: Details) => {
    setDetails(next);
    setChecked(null);
    setRefusal(null);
  };
  const check = async (next: Details) => {
    const parsed = AddPayeeRequestSchema.safeParse(requestOf(next));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const result = await start.mutate(requestOf(next));
    if (!result.ok) return refused('Could not check this payee', result.error);
    setDetails(next);
    setChecked(result.data);
  };
  const save = async () => {
    const result = await confirm.mutate(code);
    if (!result.ok) {
      setCode('');
      setRound((value) => value + 1);
      return refused('Payee not saved', result.error);
    }
    const name = result.data.label ?? result.data.name;
    toast({ title: 'Payee Saved', description: `${name} is in your payees.`, severity: 'success' });
    close();
  };
  const state = { details, errors, checked, code, setCode, round, refusal };
  return { start, confirm, ...state, close, edit, check, save };
}

type AddPayee = ReturnType<typeof useAddPayee>;

/**
 * The name check's answer (on a close match, the holder's initials to compare: never their name)
 * and the code's boxes, labelled by where the code comes from: our email, or the app.
 */
function NameCheckPanel({ flow }: { flow: AddPayee }) {
  const { checked } = flow;
  if (!checked) return null;
  const initials = checked.suggestedName
    ? ` The account holder’s initials are ${checked.suggestedName}.`
    : '';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity={SEVERITY[checked.nameCheck]}>{`${checked.message}${initials}`}</Alert>
      <CodeInput
        key={flow.round}
        label={STEP_UP_CODE_LABEL[checked.method]}
        onChange={flow.setCode}
        autoFocus
        showLabel
      />
    </Stack>
  );
}

/**
 * Adding a payee: the details and the name check, then the code (emailed, or the authenticator
 * app's), asked once per payee.
 */
export function AddPayeeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const flow = useAddPayee(onClose);
  const app = useTransferLimits().data?.stepUpMethod === 'totp';
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
        {flow.refusal ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {flow.refusal}
          </Alert>
        ) : null}
        <NameCheckPanel flow={flow} />
      </DialogContent>
      <DialogActions>
        <Button onClick={flow.close}>Cancel</Button>
        {flow.checked ? (
          <Button
            variant="contained"
            disabled={flow.code.length !== CODE_LENGTH || flow.confirm.isPending}
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
            {app ? 'Check Details' : 'Check and Email Code'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
