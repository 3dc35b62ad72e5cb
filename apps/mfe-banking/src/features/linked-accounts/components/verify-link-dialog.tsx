import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { LinkedAccount } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';
import { useVerifyLinkForm, type AmountDraft, type VerifyLinkFlow } from '../hooks/use-verify-link';
import { MICRO_AMOUNT_HINT } from '../lib/micro-amounts';
import { SimulatedStatementPanel } from './simulated-statement';

function AmountField({
  flow,
  which,
  label,
}: {
  flow: VerifyLinkFlow;
  which: keyof AmountDraft;
  label: string;
}) {
  const problem = flow.errors[which];
  return (
    <TextField
      label={label}
      value={flow.amounts[which]}
      onChange={(event) => flow.edit({ ...flow.amounts, [which]: event.target.value })}
      error={!!problem}
      helperText={problem ?? MICRO_AMOUNT_HINT}
      required
      fullWidth
      disabled={flow.verify.isPending || flow.failed}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 6 },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

function Intro({ account }: { account: LinkedAccount }) {
  const arrive = account.microDepositsArriveAt;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {`We sent two small deposits to your account •••• ${account.accountNumberLast4}`}
      {arrive ? `; they arrive by ${formatDate(arrive)}` : ''}
      {`. Type both amounts as they show at your bank. ${account.triesLeft} ${account.triesLeft === 1 ? 'try' : 'tries'} left.`}
    </Typography>
  );
}

interface VerifyLinkDialogProps {
  account: LinkedAccount | null;
  simulatedNetwork: boolean;
  onClose(): void;
}

/** Verifying a link: the two micro-deposits in dollars and cents ("0.32"), sent as cents (32). */
export function VerifyLinkDialog({ account, simulatedNetwork, onClose }: VerifyLinkDialogProps) {
  const flow = useVerifyLinkForm(account, onClose);
  const titleId = useId();
  const pending = flow.verify.isPending;
  return (
    <Dialog
      open={account !== null}
      onClose={pending ? undefined : flow.close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Verify your account</DialogTitle>
      <DialogContent>
        {account ? <Intro account={account} /> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <AmountField flow={flow} which="first" label="First deposit" />
          <AmountField flow={flow} which="second" label="Second deposit" />
        </Stack>
        {flow.refusal ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {flow.refusal}
          </Alert>
        ) : null}
        {account && simulatedNetwork ? (
          <Stack sx={{ mt: 2 }}>
            <SimulatedStatementPanel linkedAccountId={account.id} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={flow.close} disabled={pending}>
          {flow.failed ? 'Close' : 'Cancel'}
        </Button>
        {flow.failed ? null : (
          <Button variant="contained" disabled={pending} onClick={() => void flow.submit()}>
            {pending ? 'Verifying…' : 'Verify'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
