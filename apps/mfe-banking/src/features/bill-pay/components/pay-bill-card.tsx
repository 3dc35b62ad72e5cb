import { Alert, Button, Stack, Typography } from '@mui/material';
import type { AccountSummary, CustomerBiller } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { usePayBillForm } from '../hooks/use-pay-bill-form';
import { billStatusText } from './bill-payment-status';
import { BillAmountField, BillerField, FromAccountField, TimingFields } from './pay-bill-fields';

interface PayBillCardProps {
  billers: CustomerBiller[];
  accounts: AccountSummary[];
  disabled: boolean;
}

/** The pay-a-bill form, or what the server made of the last submission. */
export function PayBillCard({ billers, accounts, disabled }: PayBillCardProps) {
  const form = usePayBillForm();
  if (form.result) {
    const { result } = form;
    const scheduled = result.status === 'scheduled';
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" sx={{ width: '100%' }}>
          {scheduled
            ? `${formatUsd(result.amountMinor)} to ${result.billerName} is scheduled for ${result.payOn}.`
            : `${formatUsd(result.amountMinor)} to ${result.billerName} is on its way.`}
        </Alert>
        <Typography variant="body2">{billStatusText(result)}</Typography>
        <Button variant="outlined" onClick={form.startOver}>
          Pay Another Bill
        </Button>
      </Stack>
    );
  }
  const props = {
    draft: form.draft,
    errors: form.errors,
    disabled: disabled || form.pending,
    onChange: form.edit,
  };
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Pay a bill"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <BillerField {...props} billers={billers} />
      <FromAccountField {...props} accounts={accounts} />
      <BillAmountField {...props} />
      <TimingFields {...props} />
      {form.refusal ? <Alert severity="error">{form.refusal}</Alert> : null}
      <Button
        type="submit"
        variant="contained"
        disabled={props.disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {form.pending ? 'Paying…' : form.draft.timing === 'now' ? 'Pay Now' : 'Schedule Payment'}
      </Button>
    </Stack>
  );
}
