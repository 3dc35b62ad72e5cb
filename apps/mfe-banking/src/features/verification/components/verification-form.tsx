import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Button,
  CircularProgress,
  Grid,
  IconButton,
  InputAdornment,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { US_STATE_CODES } from '@vaultline/contracts';
import { SectionCard } from '@vaultline/ui';
import { useVerificationForm, type VerificationFields } from '../hooks/use-verification-form';

type Form = ReturnType<typeof useVerificationForm>;

/** The SSN or ITIN, hidden as it is typed unless the customer asks to see it. */
function TaxIdField({ form }: { form: Form }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label="SSN or ITIN"
      value={form.fields.taxId}
      onChange={(event) => form.change('taxId', event.target.value)}
      type={shown ? 'text' : 'password'}
      error={!!form.errors.taxId}
      helperText={form.errors.taxId || '9 digits. We keep it encrypted and show only its last 4.'}
      disabled={form.sending}
      required
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 11 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide the number' : 'Show the number'}
                onClick={() => setShown((value) => !value)}
                edge="end"
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function BirthDateField({ form }: { form: Form }) {
  return (
    <TextField
      label="Date of birth"
      type="date"
      value={form.fields.dateOfBirth}
      onChange={(event) => form.change('dateOfBirth', event.target.value)}
      error={!!form.errors.dateOfBirth}
      helperText={form.errors.dateOfBirth || 'You must be 18 or older.'}
      disabled={form.sending}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function StateField({ form }: { form: Form }) {
  return (
    <TextField
      select
      label="State"
      value={form.fields.state}
      onChange={(event) => form.change('state', event.target.value)}
      error={!!form.errors.state}
      helperText={form.errors.state || ' '}
      disabled={form.sending}
      required
      fullWidth
    >
      {US_STATE_CODES.map((code) => (
        <MenuItem key={code} value={code}>
          {code}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Date of birth, US home address and taxpayer number: what a US bank must know before money comes in. */
export function VerificationForm() {
  const form = useVerificationForm();
  const text = (key: keyof VerificationFields, label: string, max: number, required = true) => (
    <TextField
      label={label}
      value={form.fields[key]}
      onChange={(event) => form.change(key, event.target.value)}
      error={!!form.errors[key]}
      helperText={form.errors[key] || ' '}
      disabled={form.sending}
      required={required}
      fullWidth
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
  return (
    <SectionCard title="Verify your identity">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.send();
        }}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BirthDateField form={form} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TaxIdField form={form} />
          </Grid>
          <Grid size={12}>{text('line1', 'Street address', 100)}</Grid>
          <Grid size={12}>{text('line2', 'Apartment, suite or unit (optional)', 100, false)}</Grid>
          <Grid size={{ xs: 12, sm: 5 }}>{text('city', 'City', 60)}</Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <StateField form={form} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>{text('postalCode', 'ZIP code', 10)}</Grid>
        </Grid>
        {form.refusal ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {form.refusal}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={form.sending}
          startIcon={form.sending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {form.sending ? 'Sending...' : 'Verify my identity'}
        </Button>
      </form>
    </SectionCard>
  );
}
