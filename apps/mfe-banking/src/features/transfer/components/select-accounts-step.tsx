import { Alert, Button, CircularProgress, Grid, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, type AccountSummary } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { payeeTitle, usePayees } from '../../../api/payees';
import { ACCOUNT_NUMBER_MAX_LENGTH, ROUTING_NUMBER_MAX_LENGTH } from '../../../config/constants';
import { TRANSFER_PAYEE_PARAM } from '../../../config/paths';
import { useCheckRecipient } from '../api/check-recipient';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { recipientFieldErrors, recipientReady, type TransferDraft } from '../lib/transfer-draft';
import { StepActions, StepFrame } from './step-frame';

type Touched = Partial<Record<keyof TransferDraft, boolean>>;

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

function SourceAccountField({
  flow,
  accounts,
}: {
  flow: TransferFlow;
  accounts: AccountSummary[];
}) {
  return (
    <TextField
      select
      label="From Account"
      value={flow.state.draft.fromAccountId}
      onChange={(event) => flow.edit({ fromAccountId: event.target.value })}
      required
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

interface DraftFieldProps {
  flow: TransferFlow;
  field: 'name' | 'accountNumber' | 'routingNumber' | 'address';
  label: string;
  hint: string;
  error?: string;
  maxLength: number;
  numeric?: boolean;
  required?: boolean;
  onBlur?(): void;
}

/** A text field bound to one draft field; numeric ones keep digits only. */
function DraftField({
  flow,
  field,
  label,
  hint,
  error,
  maxLength,
  numeric = false,
  required = true,
  onBlur,
}: DraftFieldProps) {
  return (
    <TextField
      label={label}
      value={flow.state.draft[field]}
      onChange={(event) =>
        flow.edit({
          [field]: numeric ? digitsOnly(event.target.value, maxLength) : event.target.value,
        })
      }
      onBlur={onBlur}
      error={!!error}
      helperText={error ?? hint}
      required={required}
      fullWidth
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength, ...(numeric ? { inputMode: 'numeric' } : {}) } }}
    />
  );
}

/** Fills the recipient from a saved payee (also from ?payee=<id>, the payees page's "Pay"). */
function SavedPayeeField({ flow }: { flow: TransferFlow }) {
  const payees = usePayees();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState('');
  const list = payees.data?.payees ?? [];
  const choose = (id: string) => {
    const payee = list.find((candidate) => candidate.id === id);
    setChosen(id);
    if (payee)
      flow.edit({
        name: payee.name,
        accountNumber: payee.accountNumber,
        routingNumber: payee.routingNumber,
      });
  };
  const wanted = params.get(TRANSFER_PAYEE_PARAM);
  useEffect(() => {
    if (wanted && !chosen && list.some((payee) => payee.id === wanted)) choose(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the payees arrive
  }, [wanted, list.length]);
  if (list.length === 0) return null;
  return (
    <TextField
      select
      label="Saved Payee (optional)"
      value={chosen}
      onChange={(event) => choose(event.target.value)}
      helperText="Fills in the recipient's details."
      fullWidth
    >
      {list.map((payee) => (
        <MenuItem key={payee.id} value={payee.id}>
          {`${payeeTitle(payee)} •••• ${payee.accountNumber.slice(-4)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

function RecipientTypeField({ flow }: { flow: TransferFlow }) {
  return (
    <TextField
      select
      label="Recipient Account Type"
      value={flow.state.draft.accountType}
      onChange={(event) =>
        flow.edit({ accountType: event.target.value as TransferDraft['accountType'] })
      }
      required
      fullWidth
    >
      {ACCOUNT_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {ACCOUNT_TYPE_LABELS[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function RecipientFields({ flow }: { flow: TransferFlow }) {
  const [touched, setTouched] = useState<Touched>({});
  const errors = recipientFieldErrors(flow.state.draft);
  const shown = (field: keyof TransferDraft) => (touched[field] ? errors[field] : undefined);
  const touch = (field: keyof TransferDraft) => () =>
    setTouched((current) => ({ ...current, [field]: true }));
  const half = { xs: 12, md: 6 };
  return (
    <>
      <Grid size={12}>
        <SavedPayeeField flow={flow} />
      </Grid>
      <Grid size={half}>
        <RecipientTypeField flow={flow} />
      </Grid>
      <Grid size={half}>
        <DraftField
          flow={flow}
          field="name"
          label="Recipient Name"
          hint="As it appears on their account."
          error={shown('name')}
          maxLength={100}
          onBlur={touch('name')}
        />
      </Grid>
      <Grid size={half}>
        <DraftField
          flow={flow}
          field="accountNumber"
          label="Recipient Account Number"
          hint="9 to 15 digits."
          error={shown('accountNumber')}
          maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
          numeric
          onBlur={touch('accountNumber')}
        />
      </Grid>
      <Grid size={half}>
        <DraftField
          flow={flow}
          field="routingNumber"
          label="Routing Number"
          hint="6 to 15 digits."
          error={shown('routingNumber')}
          maxLength={ROUTING_NUMBER_MAX_LENGTH}
          numeric
          onBlur={touch('routingNumber')}
        />
      </Grid>
      <Grid size={12}>
        <DraftField
          flow={flow}
          field="address"
          label="Recipient Address (optional)"
          hint=" "
          maxLength={200}
          required={false}
        />
      </Grid>
    </>
  );
}

/** Step 1: the source account and who receives the money; leaving it asks the API about the recipient. */
export function SelectAccountsStep({
  flow,
  accounts,
  focusHeading,
}: {
  flow: TransferFlow;
  accounts: AccountSummary[];
  focusHeading: boolean;
}) {
  const check = useCheckRecipient();
  const [problem, setProblem] = useState<string | null>(null);
  const { draft } = flow.state;

  const next = async () => {
    setProblem(null);
    const result = await check.mutate({
      accountNumber: draft.accountNumber,
      routingNumber: draft.routingNumber,
      name: draft.name.trim(),
    });
    if (result.ok) flow.recipientChecked(result.data);
    else setProblem(result.error.message);
  };

  return (
    <StepFrame
      title="Select Accounts"
      description="Choose where the money comes from and who receives it."
      focusHeading={focusHeading}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <SourceAccountField flow={flow} accounts={accounts} />
        </Grid>
        <RecipientFields flow={flow} />
      </Grid>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <StepActions>
        <Button
          variant="contained"
          onClick={() => void next()}
          disabled={!recipientReady(draft) || check.isPending}
          startIcon={check.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {check.isPending ? 'Checking...' : 'Next'}
        </Button>
      </StepActions>
    </StepFrame>
  );
}
