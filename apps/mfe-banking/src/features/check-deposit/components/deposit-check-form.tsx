import {
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  Grid,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { AccountSummary } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { RefusalAlert } from '../../../components/refusal-alert';
import type { DepositCheckForm as Form } from '../hooks/use-deposit-check-form';
import type { DepositDraft } from '../lib/deposit-draft';
import { PhotoField } from './photo-field';

const BUSY: Record<Form['stage'], string> = {
  idle: 'Deposit check',
  photos: 'Sending photos…',
  depositing: 'Depositing…',
};
const MICR_HINT = 'Printed along the bottom of the check (the MICR line).';
const ENDORSEMENT =
  'I signed the back of the check and wrote "For mobile deposit only at Vaultline"';

type TextKey = 'amount' | 'checkNumber' | 'micrRouting' | 'micrAccount';

function DetailField(props: {
  form: Form;
  name: TextKey;
  label: string;
  hint: string;
  off: boolean;
}) {
  const { form, name, label, hint, off } = props;
  const money = name === 'amount';
  return (
    <TextField
      label={label}
      value={form.draft[name]}
      onChange={(event) => form.edit({ [name]: event.target.value } as Partial<DepositDraft>)}
      error={!!form.errors[name]}
      helperText={form.errors[name] ?? hint}
      required
      disabled={off}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: money ? 'decimal' : 'numeric', maxLength: money ? 20 : 17 },
        input: money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : {},
      }}
    />
  );
}

function AccountField({
  form,
  accounts,
  off,
}: {
  form: Form;
  accounts: AccountSummary[];
  off: boolean;
}) {
  return (
    <TextField
      select
      label="Deposit to"
      value={form.draft.accountId}
      onChange={(event) => form.edit({ accountId: event.target.value })}
      error={!!form.errors.accountId}
      helperText={form.errors.accountId ?? 'The account the money goes into.'}
      required
      disabled={off}
      fullWidth
    >
      {accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {`${account.name} •••• ${account.numberLast4} · ${formatUsd(account.balanceMinor)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

function PhotoFields({ form, off }: { form: Form; off: boolean }) {
  const photo = (side: 'front' | 'back', label: string, hint: string) => (
    <PhotoField
      label={label}
      hint={hint}
      file={form.draft[side]}
      error={form.errors[side]}
      disabled={off}
      onChange={(file, problem) => {
        form.edit({ [side]: problem ? null : file });
        if (problem) form.setError(side, problem);
      }}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        {photo(
          'front',
          'Front of the check',
          'The whole check, flat, on a dark background, in good light.',
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {photo(
          'back',
          'Back of the check',
          'Signed, with "For mobile deposit only at Vaultline" written under it.',
        )}
      </Grid>
    </Grid>
  );
}

function DetailFields({
  form,
  accounts,
  off,
}: {
  form: Form;
  accounts: AccountSummary[];
  off: boolean;
}) {
  const field = (name: TextKey, label: string, hint: string) => (
    <DetailField form={form} name={name} label={label} hint={hint} off={off} />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <AccountField form={form} accounts={accounts} off={off} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {field('amount', 'Amount', 'As written on the check, like 125.50.')}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>{field('micrRouting', 'Routing number', MICR_HINT)}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {field('micrAccount', 'Account number', 'After the routing number on the MICR line.')}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {field('checkNumber', 'Check number', 'Top right of the check, and on the MICR line.')}
      </Grid>
    </Grid>
  );
}

function EndorsementField({ form, off }: { form: Form; off: boolean }) {
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={form.draft.endorsed}
            disabled={off}
            onChange={(event) => form.edit({ endorsed: event.target.checked })}
          />
        }
        label={ENDORSEMENT}
      />
      {form.errors.endorsed ? <FormHelperText error>{form.errors.endorsed}</FormHelperText> : null}
    </div>
  );
}

/** The deposit: account, amount, MICR line, both photos and the endorsement; the refusal under them. */
export function DepositCheckForm({ form, accounts }: { form: Form; accounts: AccountSummary[] }) {
  const off = form.stage !== 'idle';
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Deposit a check"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <DetailFields form={form} accounts={accounts} off={off} />
      <PhotoFields form={form} off={off} />
      <EndorsementField form={form} off={off} />
      <RefusalAlert refusal={form.refusal} identityNeeded={form.identityNeeded} />
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={off}
          startIcon={
            form.stage !== 'idle' ? <CircularProgress size={16} color="inherit" /> : undefined
          }
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {BUSY[form.stage]}
        </Button>
      </div>
    </Stack>
  );
}
