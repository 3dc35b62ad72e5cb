import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import {
  ADJUSTMENT_CATEGORIES,
  type AccountSummary,
  type BankSettings,
} from '@vaultline/contracts';
import { type Query } from '@vaultline/data-access';
import { formatUsd, parseUsdToMinor } from '@vaultline/money';
import { MoneyField } from '../../../components/money-field';
import {
  type AdjustmentFormErrors,
  type AdjustmentFormState,
  type Category,
  type Direction,
  useAdjustmentForm,
} from '../hooks/use-adjustment-form';
import { type AdjustmentBack, AdjustmentResult } from './adjustment-result';
import { ApprovalNotice, needsApproval } from './approval-notice';

export type AdjustableAccount = Pick<
  AccountSummary,
  'id' | 'name' | 'numberLast4' | 'balanceMinor'
>;

interface AdjustmentFormProps {
  /** Where "Back" goes once the adjustment is submitted: the page the form was opened from. */
  back: AdjustmentBack;
  /** The accounts staff may choose from (active ones), or one fixed account. */
  accounts: AdjustableAccount[];
  fixedAccount?: boolean;
  settings: Query<BankSettings>;
}

/** What each field group gets: the draft, its errors and a setter per field. */
interface FieldsProps {
  form: AdjustmentFormState;
  errors: AdjustmentFormErrors;
  set: <K extends keyof AdjustmentFormState>(field: K) => (value: AdjustmentFormState[K]) => void;
}

function accountLabel(account: AdjustableAccount): string {
  return `${account.name} •••• ${account.numberLast4} — ${formatUsd(account.balanceMinor)}`;
}

/** The account: shown when fixed, else chosen among the customer's active accounts. */
function AccountField({
  form,
  errors,
  set,
  accounts,
  fixed,
}: FieldsProps & { accounts: AdjustableAccount[]; fixed: AdjustableAccount | undefined }) {
  if (fixed) {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary">
          Account
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{accountLabel(fixed)}</Typography>
      </Box>
    );
  }
  return (
    <TextField
      select
      label="Account"
      value={form.accountId}
      onChange={(event) => set('accountId')(event.target.value)}
      required
      error={!!errors.accountId}
      helperText={
        errors.accountId ?? 'The customer account to credit or debit, with its current balance.'
      }
      fullWidth
    >
      {accounts.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {accountLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Credit or debit. */
function DirectionField({ form, set }: FieldsProps) {
  const directionLabel = useId();
  return (
    <FormControl>
      <FormLabel id={directionLabel}>Direction</FormLabel>
      <RadioGroup
        row
        aria-labelledby={directionLabel}
        value={form.direction}
        onChange={(event) => set('direction')(event.target.value as Direction)}
      >
        <FormControlLabel value="credit" control={<Radio />} label="Credit (money in)" />
        <FormControlLabel value="debit" control={<Radio />} label="Debit (money out)" />
      </RadioGroup>
    </FormControl>
  );
}

/** The amount (typed in dollars, sent as cents) and the statement category. */
function AmountAndCategory({ form, errors, set }: FieldsProps) {
  const amountMinor = parseUsdToMinor(form.amount);
  const verb = form.direction === 'credit' ? 'credited' : 'debited';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MoneyField
          label="Amount (USD)"
          value={form.amount}
          onChange={set('amount')}
          required
          error={!!errors.amount}
          helperText={
            errors.amount ??
            (amountMinor
              ? `${formatUsd(amountMinor)} will be ${verb}.`
              : 'In dollars and cents, e.g. 125.50')
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Category"
          value={form.category}
          onChange={(event) => set('category')(event.target.value as Category)}
          required
          error={!!errors.category}
          helperText={errors.category}
          fullWidth
        >
          {ADJUSTMENT_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

/** What the customer's statement shows, and the reason kept for the audit log and the approver. */
function StatementFields({ form, errors, set }: FieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        value={form.title}
        onChange={(event) => set('title')(event.target.value)}
        required
        error={!!errors.title}
        helperText={errors.title ?? 'Shown on the customer’s statement.'}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Description"
        value={form.description}
        onChange={(event) => set('description')(event.target.value)}
        error={!!errors.description}
        helperText={errors.description ?? 'Optional. Shown on the customer’s statement.'}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        label="Reason"
        value={form.reason}
        onChange={(event) => set('reason')(event.target.value)}
        required
        multiline
        minRows={3}
        error={!!errors.reason}
        helperText={
          errors.reason ??
          'Why this adjustment is needed. Kept in the audit log and shown to the approver.'
        }
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </>
  );
}

function SubmitButton({ pending, waits }: { pending: boolean; waits: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        type="submit"
        variant="contained"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {pending ? 'Submitting...' : waits ? 'Submit for Approval' : 'Post Adjustment'}
      </Button>
    </Box>
  );
}

/**
 * Post adjustment: credit or debit an account against the bank's adjustments account, with a
 * required reason, dated now. The amount is typed in dollars and sent as integer cents. Above the
 * bank's approval threshold, or beyond the maker's daily total, it waits for a second staff member
 * (maker-checker); the server decides and the result says which.
 */
export function AdjustmentForm({
  back,
  accounts,
  fixedAccount = false,
  settings,
}: AdjustmentFormProps) {
  const defaultAccount = accounts.length === 1 || fixedAccount ? (accounts[0]?.id ?? '') : '';
  const state = useAdjustmentForm(defaultAccount);
  const { form, result } = state;
  const amountMinor = parseUsdToMinor(form.amount);
  const account = accounts.find((candidate) => candidate.id === form.accountId);
  const waits = needsApproval(amountMinor, settings.data?.adjustmentApprovalThresholdMinor);
  const overdraws =
    form.direction === 'debit' && account && amountMinor !== null
      ? amountMinor > account.balanceMinor
      : false;

  if (result)
    return <AdjustmentResult adjustment={result} back={back} onAnother={state.startAnother} />;
  return (
    <Box component="form" onSubmit={state.submit} noValidate aria-label="Post adjustment">
      <Stack spacing={3}>
        <AccountField {...state} accounts={accounts} fixed={fixedAccount ? account : undefined} />
        <DirectionField {...state} />
        <AmountAndCategory {...state} />
        {overdraws && account ? (
          <Alert severity="warning">{`This debit is more than the account's balance of ${formatUsd(account.balanceMinor)}.`}</Alert>
        ) : null}
        <StatementFields {...state} />
        <ApprovalNotice amountMinor={amountMinor} settings={settings} />
        <Typography variant="body2" color="text.secondary">
          Dated now: the ledger records the moment it posts. Balances are never set by hand.
        </Typography>
        <SubmitButton pending={state.isPending} waits={waits} />
      </Stack>
    </Box>
  );
}
