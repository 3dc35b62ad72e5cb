import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DISPUTE_REASON_KEYS, DISPUTE_REASONS, type DisputeReason } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { ErrorState, ListSkeleton, PageHeading, SectionCard } from '@vaultline/ui';
import { useDisputedPayment, type DisputedPayment } from '../api/disputes';
import { useDisputeForm, type CardAction, type DisputeForm } from '../hooks/use-file-dispute';
import { longDate } from '../lib/dispute-format';

const CARD_ACTIONS: Record<CardAction, string> = {
  none: 'Keep the card as it is',
  freeze: 'Freeze the card',
  replace: 'Close the card and send me a new number',
};

function RadioField<T extends string>(props: {
  label: string;
  value: string;
  options: Record<T, string>;
  onChange: (value: T) => void;
  error?: string;
}) {
  const labelId = useId();
  return (
    <FormControl error={Boolean(props.error)}>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.value}
        onChange={(_, v) => props.onChange(v as T)}
      >
        {(Object.keys(props.options) as T[]).map((key) => (
          <FormControlLabel key={key} value={key} control={<Radio />} label={props.options[key]} />
        ))}
      </RadioGroup>
      {props.error ? <FormHelperText>{props.error}</FormHelperText> : null}
    </FormControl>
  );
}

function DisputeFields({ form, kind }: { form: DisputeForm; kind: 'card' | 'transfer' }) {
  const reasons = Object.fromEntries(
    DISPUTE_REASON_KEYS.map((k) => [k, DISPUTE_REASONS[k]]),
  ) as Record<DisputeReason, string>;
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Dispute a payment"
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <RadioField
        label="What is wrong?"
        value={form.reason}
        options={reasons}
        onChange={form.setReason}
        error={form.problems.reason}
      />
      <TextField
        label="What happened"
        multiline
        minRows={3}
        value={form.description}
        onChange={(e) => form.setDescription(e.target.value)}
        error={Boolean(form.problems.description)}
        helperText={form.problems.description || 'At most 2,000 characters.'}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {kind === 'card' && form.reason === 'not_recognised' ? (
        <RadioField
          label="What should we do with the card?"
          value={form.cardAction}
          options={CARD_ACTIONS}
          onChange={form.setCardAction}
        />
      ) : null}
      <FormControl error={Boolean(form.problems.evidence)}>
        <FormLabel>Evidence (optional): a photo or a PDF, at most 5 MB</FormLabel>
        <input
          aria-label="Attach evidence"
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          onChange={(e) => form.chooseEvidence(e.target.files?.[0] ?? null)}
        />
        {form.problems.evidence ? <FormHelperText>{form.problems.evidence}</FormHelperText> : null}
      </FormControl>
      {form.refusal ? <Alert severity="error">{form.refusal}</Alert> : null}
      <Button
        type="submit"
        variant="contained"
        disabled={form.pending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {form.pending ? 'Filing…' : 'File dispute'}
      </Button>
    </Stack>
  );
}

function PaymentSummary({ payment }: { payment: DisputedPayment }) {
  return (
    <Typography sx={{ mb: 2 }}>
      {payment.counterparty}, {formatUsd(payment.amountMinor)}, on {longDate(payment.at)}.
    </Typography>
  );
}

/** /disputes/new?kind=card|transfer&id=…: the dispute form for one payment. */
export function NewDisputePage() {
  const [params] = useSearchParams();
  const kind = params.get('kind') === 'transfer' ? 'transfer' : 'card';
  const id = params.get('id') ?? '';
  const payment = useDisputedPayment(kind, id);
  const form = useDisputeForm(kind, id);
  return (
    <>
      <PageHeading
        title="Dispute a payment"
        subtitle="Tell us what is wrong with a card payment or a transfer."
      />
      <SectionCard title="The payment" sx={{ maxWidth: 720 }}>
        {payment.error ? (
          <ErrorState
            title="We couldn't load this payment."
            message={payment.error.message}
            onRetry={() => payment.refetch()}
          />
        ) : null}
        {!payment.error && payment.data === undefined ? (
          <ListSkeleton rows={1} label="Loading the payment" />
        ) : null}
        {payment.data === null ? (
          <Alert severity="warning">This payment was not found among yours.</Alert>
        ) : null}
        {payment.data ? <PaymentSummary payment={payment.data} /> : null}
        {payment.data?.notDisputable ? (
          <Alert severity="info">{payment.data.notDisputable}</Alert>
        ) : null}
        {payment.data && !payment.data.notDisputable ? (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              We acknowledge your dispute at once. If we need more than 10 business days, we credit
              the amount provisionally by then; we decide within 45 days (90 for some payments) and
              tell you the result.
            </Typography>
            <DisputeFields form={form} kind={kind} />
          </>
        ) : null}
      </SectionCard>
    </>
  );
}
