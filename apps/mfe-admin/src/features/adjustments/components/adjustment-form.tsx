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
import {
  ADJUSTMENT_CATEGORIES,
  AdjustmentRequestSchema,
  type AccountSummary,
  type Adjustment,
  type AdjustmentRequest,
  type BankSettings,
} from '@vaultline/contracts';
import { formatUsd, parseUsdToMinor } from '@vaultline/money';
import { toast } from '@vaultline/session';
import { useId, useState, type FormEvent } from 'react';
import { useRefreshOverview } from '../../../app/overview-context';
import { MoneyField } from '../../../components/money-field';
import { fieldErrors, type Query, toastFailure } from '@vaultline/ui';
import { useCreateAdjustment } from '../api/create-adjustment';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { AdjustmentResult } from './adjustment-result';
import { ApprovalNotice, needsApproval } from './approval-notice';

type Direction = AdjustmentRequest['direction'];
type Category = (typeof ADJUSTMENT_CATEGORIES)[number];

interface FormState {
  accountId: string;
  direction: Direction;
  amount: string;
  title: string;
  category: Category | '';
  description: string;
  reason: string;
}

type Errors = Partial<Record<keyof FormState, string>>;

export type AdjustableAccount = Pick<
  AccountSummary,
  'id' | 'name' | 'numberLast4' | 'balanceMinor'
>;

interface AdjustmentFormProps {
  userId: string;
  /** The accounts staff may choose from (active ones), or one fixed account. */
  accounts: AdjustableAccount[];
  fixedAccount?: boolean;
  settings: Query<BankSettings>;
}

const blank = (accountId: string): FormState => ({
  accountId,
  direction: 'credit',
  amount: '',
  title: '',
  category: '',
  description: '',
  reason: '',
});

function accountLabel(account: AdjustableAccount): string {
  return `${account.name} •••• ${account.numberLast4} — ${formatUsd(account.balanceMinor)}`;
}

/**
 * Post adjustment: credit or debit an account against the bank's adjustments account, with a
 * required reason, dated now. The amount is typed in dollars and sent as integer cents. Above the
 * bank's approval threshold, or beyond the maker's daily total, it waits for a second staff member
 * (maker-checker); the server decides and the result says which.
 */
export function AdjustmentForm({
  userId,
  accounts,
  fixedAccount = false,
  settings,
}: AdjustmentFormProps) {
  const create = useCreateAdjustment();
  const idempotency = useIdempotencyKey();
  const refreshOverview = useRefreshOverview();
  const directionLabel = useId();
  const defaultAccount = accounts.length === 1 || fixedAccount ? (accounts[0]?.id ?? '') : '';
  const [form, setForm] = useState<FormState>(() => blank(defaultAccount));
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Adjustment | null>(null);

  const amountMinor = parseUsdToMinor(form.amount);
  const account = accounts.find((candidate) => candidate.id === form.accountId);
  const waits = needsApproval(amountMinor, settings.data?.adjustmentApprovalThresholdMinor);
  const overdraws =
    form.direction === 'debit' &&
    account !== undefined &&
    amountMinor !== null &&
    amountMinor > account.balanceMinor;

  const set =
    <K extends keyof FormState>(field: K) =>
    (value: FormState[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const validate = (): AdjustmentRequest | null => {
    const problems: Errors = {};
    if (!form.accountId) problems.accountId = 'Choose an account';
    if (amountMinor === null)
      problems.amount = 'Enter the amount in dollars and cents, like 125.50';
    else if (amountMinor === 0) problems.amount = 'The amount must be greater than zero';
    const request = {
      accountId: form.accountId,
      direction: form.direction,
      amountMinor: amountMinor ?? 0,
      title: form.title,
      category: form.category as Category,
      description: form.description.trim(),
      reason: form.reason,
    };
    const parsed = AdjustmentRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      problems.title ??= found.title;
      problems.category ??= found.category ? 'Choose a category' : undefined;
      problems.description ??= found.description;
      problems.reason ??= found.reason;
      if (!problems.amount && found.amountMinor) problems.amount = found.amountMinor;
    }
    const clean = Object.fromEntries(
      Object.entries(problems).filter(([, message]) => message),
    ) as Errors;
    setErrors(clean);
    return Object.keys(clean).length === 0 && parsed.success ? parsed.data : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = validate();
    if (!request) return;
    const outcome = await create.mutate({ request, idempotencyKey: idempotency.keyFor(request) });
    if (!outcome.ok) {
      toastFailure('failed to create transaction', outcome.error);
      return;
    }
    idempotency.reset();
    setResult(outcome.data);
    refreshOverview();
    toast(
      outcome.data.status === 'pending'
        ? {
            title: 'Submitted for approval',
            description: 'A second staff member must approve this adjustment before it posts.',
            severity: 'info',
          }
        : { title: 'Success', description: 'Adjustment posted successfully!', severity: 'success' },
    );
  };

  if (result) {
    return (
      <AdjustmentResult
        adjustment={result}
        userId={userId}
        onAnother={() => {
          setResult(null);
          setForm(blank(defaultAccount));
        }}
      />
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Post adjustment">
      <Stack spacing={3}>
        {fixedAccount && account ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              Account
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{accountLabel(account)}</Typography>
          </Box>
        ) : (
          <TextField
            select
            label="Account"
            value={form.accountId}
            onChange={(event) => set('accountId')(event.target.value)}
            required
            error={!!errors.accountId}
            helperText={
              errors.accountId ??
              'The customer account to credit or debit, with its current balance.'
            }
            fullWidth
          >
            {accounts.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {accountLabel(option)}
              </MenuItem>
            ))}
          </TextField>
        )}

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
                  ? `${formatUsd(amountMinor)} will be ${form.direction === 'credit' ? 'credited' : 'debited'}.`
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

        {overdraws && account ? (
          <Alert severity="warning">{`This debit is more than the account's balance of ${formatUsd(account.balanceMinor)}.`}</Alert>
        ) : null}

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

        <ApprovalNotice amountMinor={amountMinor} settings={settings} />
        <Typography variant="body2" color="text.secondary">
          Dated now: the ledger records the moment it posts. Balances are never set by hand.
        </Typography>

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            startIcon={
              create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            {create.isPending ? 'Submitting...' : waits ? 'Submit for Approval' : 'Post Adjustment'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
