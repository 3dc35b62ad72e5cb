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
} from '@mui/material';
import { useId, useState } from 'react';
import { UpdateBillPaymentRequestSchema, type BillPayment } from '@vaultline/contracts';
import { formatUsd, parseUsdToMinor } from '@vaultline/money';
import { refusalText } from '../../../lib/refusals';
import { useChangeBillPayment } from '../api/bill-payments';

/** Changing a scheduled payment's amount or day (the server refuses once it has gone). */
export function ChangePaymentDialog({
  payment,
  onClose,
}: {
  payment: BillPayment;
  onClose(): void;
}) {
  const change = useChangeBillPayment();
  const titleId = useId();
  const [amount, setAmount] = useState((payment.amountMinor / 100).toFixed(2));
  const [payOn, setPayOn] = useState(payment.payOn);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const amountMinor = parseUsdToMinor(amount);
    if (amountMinor === null) return setProblem('Enter dollars and cents, like 84.20.');
    const parsed = UpdateBillPaymentRequestSchema.safeParse({ amountMinor, payOn });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the form.');
    const answer = await change.mutate({ id: payment.id, change: parsed.data });
    if (!answer.ok) return setProblem(refusalText(answer.error));
    onClose();
  };
  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{`Change the payment to ${payment.billerName}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            helperText={`Now ${formatUsd(payment.amountMinor)}.`}
            disabled={change.isPending}
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 20 },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            type="date"
            label="Pay on"
            value={payOn}
            onChange={(event) => setPayOn(event.target.value)}
            helperText="A day after today, at most a year ahead."
            disabled={change.isPending}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {problem ? <Alert severity="error">{problem}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
