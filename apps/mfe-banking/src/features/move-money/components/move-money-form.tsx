import { Button, CircularProgress, Grid, Stack } from '@mui/material';
import type { AccountSummary, LinkedAccount, PullLimits } from '@vaultline/contracts';
import { RefusalAlert } from '../../../components/refusal-alert';
import type { MoveMoneyForm as Form } from '../hooks/use-move-money-form';
import { pullLimitWarning } from '../lib/move-money-draft';
import {
  AmountField,
  DirectionField,
  LinkedAccountField,
  VaultlineAccountField,
} from './move-money-fields';

interface MoveMoneyFormProps {
  form: Form;
  linked: LinkedAccount[];
  accounts: AccountSummary[];
  limits: PullLimits | undefined;
  disabled: boolean;
}

/** Direction, the two accounts and the amount; the server's refusal right under them. */
export function MoveMoneyForm({ form, linked, accounts, limits, disabled }: MoveMoneyFormProps) {
  const off = disabled || form.pending;
  const field = { draft: form.draft, errors: form.errors, disabled: off, onChange: form.edit };
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Move money"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <DirectionField {...field} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LinkedAccountField {...field} linked={linked} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <VaultlineAccountField {...field} accounts={accounts} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AmountField {...field} warning={pullLimitWarning(form.draft, limits)} />
        </Grid>
      </Grid>
      <RefusalAlert refusal={form.refusal} identityNeeded={form.identityNeeded} />
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={off}
          startIcon={form.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {form.pending ? 'Sending…' : form.draft.direction === 'in' ? 'Add money' : 'Send money'}
        </Button>
      </div>
    </Stack>
  );
}
