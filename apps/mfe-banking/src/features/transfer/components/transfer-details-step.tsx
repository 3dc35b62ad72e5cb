import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  type AccountSummary,
  type Frequency,
  type TransferLimits,
} from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { todayIso, tomorrowIso } from '../../../lib/dates';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import {
  amountProblem,
  availableMinor,
  detailsReady,
  TIMING_LABELS,
  timingProblem,
  type TimingType,
} from '../lib/transfer-draft';
import { NewRecipientNotice } from './new-recipient-notice';
import { StepActions, StepFrame } from './step-frame';

interface DateFieldProps {
  label: string;
  value: string;
  min: string;
  required?: boolean;
  onChange(value: string): void;
}

function DateField({ label, value, min, required = false, onChange }: DateFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}

function TimingFields({ flow }: { flow: TransferFlow }) {
  const { draft } = flow.state;
  if (draft.timingType === 'scheduled') {
    return (
      <Grid size={{ xs: 12, md: 6 }}>
        <DateField
          label="Transfer Date"
          value={draft.scheduledDate}
          min={tomorrowIso()}
          onChange={(scheduledDate) => flow.edit({ scheduledDate })}
          required
        />
      </Grid>
    );
  }
  if (draft.timingType !== 'recurring') return null;
  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          label="Frequency"
          value={draft.frequency}
          onChange={(event) => flow.edit({ frequency: event.target.value as Frequency })}
          fullWidth
        >
          {FREQUENCIES.map((frequency) => (
            <MenuItem key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <DateField
          label="Start Date"
          value={draft.startDate}
          min={todayIso()}
          onChange={(startDate) => flow.edit({ startDate })}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <DateField
          label="End Date (optional)"
          value={draft.endDate}
          min={draft.startDate || todayIso()}
          onChange={(endDate) => flow.edit({ endDate })}
        />
      </Grid>
    </>
  );
}

function TimingChoice({ flow }: { flow: TransferFlow }) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Transfer Type</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={flow.state.draft.timingType}
        onChange={(event) => flow.edit({ timingType: event.target.value as TimingType })}
      >
        {(Object.keys(TIMING_LABELS) as TimingType[]).map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={TIMING_LABELS[type]}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function LimitLine({ limits }: { limits: TransferLimits | undefined }) {
  if (!limits) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {`Daily limit ${formatUsd(limits.dailyLimitMinor)} · ${formatUsd(Math.max(0, limits.remainingTodayMinor))} left today`}
    </Typography>
  );
}

/** The amount in dollars: only digits and a separator are kept; its problem shows once left. */
function AmountField({
  flow,
  account,
}: {
  flow: TransferFlow;
  account: AccountSummary | undefined;
}) {
  const { draft } = flow.state;
  const [amountTouched, setAmountTouched] = useState(false);
  const problem = amountProblem(draft.amount, account);
  const showAmountProblem = amountTouched && draft.amount !== '' && problem;
  return (
    <TextField
      label="Amount"
      value={draft.amount}
      onChange={(event) => flow.edit({ amount: event.target.value.replace(/[^\d.,]/g, '') })}
      onBlur={() => setAmountTouched(true)}
      error={!!showAmountProblem}
      helperText={
        showAmountProblem || (account ? `Available: ${formatUsd(availableMinor(account))}` : ' ')
      }
      required
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

interface DetailsStepProps {
  flow: TransferFlow;
  account: AccountSummary | undefined;
  limits: TransferLimits | undefined;
  focusHeading: boolean;
}

/** Step 2: how much, when (immediate, scheduled or recurring) and an optional description. */
export function TransferDetailsStep({ flow, account, limits, focusHeading }: DetailsStepProps) {
  const { draft, recipientCheck } = flow.state;
  const dateProblem = timingProblem(draft);
  return (
    <StepFrame
      title="Transfer Details"
      description="How much to send, and when."
      focusHeading={focusHeading}
    >
      {recipientCheck?.warning ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {recipientCheck.warning}
        </Alert>
      ) : null}
      <NewRecipientNotice draft={draft} limits={limits} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AmountField flow={flow} account={account} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <LimitLine limits={limits} />
        </Grid>
        <Grid size={12}>
          <TimingChoice flow={flow} />
        </Grid>
        <TimingFields flow={flow} />
        {draft.timingType !== 'immediate' && dateProblem ? (
          <Grid size={12}>
            <Typography variant="body2" color="text.secondary">
              {dateProblem}
            </Typography>
          </Grid>
        ) : null}
        <Grid size={12}>
          <TextField
            label="Description (optional)"
            value={draft.description}
            onChange={(event) => flow.edit({ description: event.target.value })}
            helperText="Shown on your statement, e.g. Rent for April."
            fullWidth
            slotProps={{ htmlInput: { maxLength: 140 } }}
          />
        </Grid>
      </Grid>
      <StepActions>
        <Button onClick={() => flow.go('accounts')}>Back</Button>
        <Button
          variant="contained"
          onClick={() => flow.go('review')}
          disabled={!detailsReady(draft, account)}
        >
          Next
        </Button>
      </StepActions>
    </StepFrame>
  );
}
