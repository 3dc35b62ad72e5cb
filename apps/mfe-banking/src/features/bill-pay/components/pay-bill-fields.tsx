import {
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import type { AccountSummary, CustomerBiller } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  TIMING_LABELS,
  type PayBillDraft,
  type PayDraftErrors,
  type TimingChoice,
} from '../lib/pay-bill-draft';

export interface PayFieldProps {
  draft: PayBillDraft;
  errors: PayDraftErrors;
  disabled: boolean;
  onChange(patch: Partial<PayBillDraft>): void;
}

const DATE_SLOTS = { inputLabel: { shrink: true } } as const;

export function BillerField(props: PayFieldProps & { billers: CustomerBiller[] }) {
  const { draft, errors, disabled, onChange, billers } = props;
  return (
    <TextField
      select
      label="Pay to"
      value={draft.customerBillerId}
      onChange={(event) => onChange({ customerBillerId: event.target.value })}
      error={!!errors.customerBillerId}
      helperText={errors.customerBillerId ?? ' '}
      required
      disabled={disabled}
      fullWidth
    >
      {billers.map((biller) => (
        <MenuItem key={biller.id} value={biller.id}>
          {`${biller.nickname ?? biller.billerName} · account •••• ${biller.referenceLast4}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function FromAccountField(props: PayFieldProps & { accounts: AccountSummary[] }) {
  const { draft, errors, disabled, onChange, accounts } = props;
  return (
    <TextField
      select
      label="From account"
      value={draft.accountId}
      onChange={(event) => onChange({ accountId: event.target.value })}
      error={!!errors.accountId}
      helperText={errors.accountId ?? 'The money leaves from here.'}
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

export function BillAmountField({ draft, errors, disabled, onChange }: PayFieldProps) {
  return (
    <TextField
      label="Amount"
      value={draft.amount}
      onChange={(event) => onChange({ amount: event.target.value })}
      error={!!errors.amount}
      helperText={errors.amount ?? 'In dollars and cents, like 84.20 (at most $25,000).'}
      required
      disabled={disabled}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 20 },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

function MonthlyEnd({ draft, errors, disabled, onChange }: PayFieldProps) {
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>Ends</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={draft.endKind}
          onChange={(event) => onChange({ endKind: event.target.value as 'date' | 'count' })}
        >
          <FormControlLabel value="count" control={<Radio />} label="After a number of payments" />
          <FormControlLabel value="date" control={<Radio />} label="On a date" />
        </RadioGroup>
      </FormControl>
      {draft.endKind === 'count' ? (
        <TextField
          label="Number of payments"
          value={draft.count}
          onChange={(event) => onChange({ count: event.target.value })}
          error={!!errors.count}
          helperText={errors.count ?? 'From 1 to 120.'}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      ) : (
        <TextField
          type="date"
          label="Last payment on or before"
          value={draft.endDate}
          onChange={(event) => onChange({ endDate: event.target.value })}
          error={!!errors.endDate}
          helperText={errors.endDate ?? ' '}
          disabled={disabled}
          slotProps={DATE_SLOTS}
        />
      )}
    </Stack>
  );
}

export function TimingFields(props: PayFieldProps) {
  const { draft, errors, disabled, onChange } = props;
  const labelId = useId();
  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>When</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={draft.timing}
          onChange={(event) => onChange({ timing: event.target.value as TimingChoice })}
        >
          {(Object.keys(TIMING_LABELS) as TimingChoice[]).map((timing) => (
            <FormControlLabel
              key={timing}
              value={timing}
              control={<Radio />}
              label={TIMING_LABELS[timing]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.timing !== 'now' ? (
        <TextField
          type="date"
          label={draft.timing === 'monthly' ? 'First payment on' : 'Pay on'}
          value={draft.date}
          onChange={(event) => onChange({ date: event.target.value })}
          error={!!errors.date}
          helperText={
            errors.date ??
            (draft.timing === 'monthly'
              ? 'Then on the same day each month (the last day in shorter months).'
              : 'A day after today, at most a year ahead.')
          }
          required
          disabled={disabled}
          slotProps={DATE_SLOTS}
        />
      ) : null}
      {draft.timing === 'monthly' ? <MonthlyEnd {...props} /> : null}
    </Stack>
  );
}
