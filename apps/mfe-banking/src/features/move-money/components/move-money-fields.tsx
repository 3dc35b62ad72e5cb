import {
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import {
  ACH_DIRECTIONS,
  type AccountSummary,
  type AchDirection,
  type LinkedAccount,
} from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { DIRECTION_LABELS, type DraftErrors, type MoveMoneyDraft } from '../lib/move-money-draft';

interface FieldProps {
  draft: MoveMoneyDraft;
  errors: DraftErrors;
  disabled: boolean;
  onChange(patch: Partial<MoveMoneyDraft>): void;
}

export function DirectionField({ draft, disabled, onChange }: FieldProps) {
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>What do you want to do?</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={draft.direction}
        onChange={(event) => onChange({ direction: event.target.value as AchDirection })}
      >
        {ACH_DIRECTIONS.map((direction) => (
          <FormControlLabel
            key={direction}
            value={direction}
            control={<Radio />}
            label={DIRECTION_LABELS[direction]}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export function LinkedAccountField(props: FieldProps & { linked: LinkedAccount[] }) {
  const { draft, errors, disabled, onChange, linked } = props;
  return (
    <TextField
      select
      label="Linked account"
      value={draft.linkedAccountId}
      onChange={(event) => onChange({ linkedAccountId: event.target.value })}
      error={!!errors.linkedAccountId}
      helperText={
        errors.linkedAccountId ??
        (draft.direction === 'in' ? 'The money comes from here.' : 'The money goes here.')
      }
      required
      disabled={disabled}
      fullWidth
    >
      {linked.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {`${account.accountType === 'checking' ? 'Checking' : 'Savings'} •••• ${account.accountNumberLast4} · ${account.holderName}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function VaultlineAccountField(props: FieldProps & { accounts: AccountSummary[] }) {
  const { draft, errors, disabled, onChange, accounts } = props;
  return (
    <TextField
      select
      label="Your Vaultline account"
      value={draft.accountId}
      onChange={(event) => onChange({ accountId: event.target.value })}
      error={!!errors.accountId}
      helperText={
        errors.accountId ??
        (draft.direction === 'in' ? 'The money arrives here.' : 'The money leaves from here.')
      }
      required
      disabled={disabled}
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

export function AmountField(props: FieldProps & { warning: string | null }) {
  const { draft, errors, disabled, onChange, warning } = props;
  return (
    <TextField
      label="Amount"
      value={draft.amount}
      onChange={(event) => onChange({ amount: event.target.value })}
      error={!!errors.amount}
      helperText={errors.amount ?? warning ?? 'In dollars and cents, like 125.50.'}
      required
      disabled={disabled}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 20 },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        formHelperText: warning && !errors.amount ? { sx: { color: 'warning.main' } } : undefined,
      }}
    />
  );
}
