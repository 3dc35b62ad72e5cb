import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import {
  DAILY_LIMIT_MINOR,
  LIMIT_TIERS,
  SUSPENSION_REASONS,
  type LimitTier,
  type SuspensionReason,
  type TransferSettingsView,
} from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { SectionCard } from '@vaultline/ui';
import { SENT_FOR_APPROVAL, summarizeChanges } from '../../../lib/change-lines';
import type { LimitsState } from '../hooks/use-limits-editor';
import { useLimitsEditor } from '../hooks/use-limits-editor';
import { TIER_LABELS, REASONS, toForm } from '../lib/limits-form';

/** The daily limit tier. */
export function TierField({ form, setForm }: LimitsState) {
  const tierLabel = useId();
  return (
    <FormControl>
      <FormLabel id={tierLabel}>Daily limit tier</FormLabel>
      <RadioGroup
        aria-labelledby={tierLabel}
        value={form.limitTier}
        onChange={(event) =>
          setForm((current) => ({ ...current, limitTier: event.target.value as LimitTier }))
        }
      >
        {LIMIT_TIERS.map((tier) => (
          <FormControlLabel
            key={tier}
            value={tier}
            control={<Radio />}
            label={`${TIER_LABELS[tier]} — ${formatUsd(DAILY_LIMIT_MINOR[tier])} a day`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Outgoing transfers allowed or suspended. */
export function OutgoingField({ form, setForm, setReasonError }: LimitsState) {
  const outgoingLabel = useId();
  return (
    <FormControl>
      <FormLabel id={outgoingLabel}>Outgoing transfers</FormLabel>
      <RadioGroup
        aria-labelledby={outgoingLabel}
        value={form.suspended ? 'suspended' : 'allowed'}
        onChange={(event) => {
          setReasonError(null);
          setForm((current) => ({ ...current, suspended: event.target.value === 'suspended' }));
        }}
      >
        <FormControlLabel value="allowed" control={<Radio />} label="Allowed" />
        <FormControlLabel value="suspended" control={<Radio />} label="Suspended" />
      </RadioGroup>
    </FormControl>
  );
}

/** Why transfers are suspended, from the fixed list the customer sees. */
export function SuspensionReasonField({ form, setForm, reasonError, setReasonError }: LimitsState) {
  if (!form.suspended) return null;
  return (
    <TextField
      select
      label="Suspension reason"
      value={form.reason}
      onChange={(event) => {
        setReasonError(null);
        setForm((current) => ({ ...current, reason: event.target.value as SuspensionReason }));
      }}
      required
      error={!!reasonError}
      helperText={reasonError ?? 'The customer sees this message when they try to send money.'}
      fullWidth
    >
      {REASONS.map((reason) => (
        <MenuItem key={reason} value={reason}>
          {SUSPENSION_REASONS[reason]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The reason the approver reads, when the change waits for one. */
export function ApprovalReasonField({
  asksApproval,
  why,
  setWhy,
  whyError,
  setWhyError,
}: LimitsState) {
  if (!asksApproval) return null;
  return (
    <TextField
      label="Reason for the change"
      value={why}
      onChange={(event) => {
        setWhy(event.target.value);
        setWhyError(null);
      }}
      required
      multiline
      minRows={2}
      error={!!whyError}
      helperText={
        whyError ??
        'A new tier or lifting a suspension waits for another staff member to approve it. ' +
          'They read this reason.'
      }
      fullWidth
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}

export function LimitsButtons({ state, onReset }: { state: LimitsState; onReset: () => void }) {
  const { dirty, update, asksApproval } = state;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
      <Button onClick={onReset} disabled={!dirty || update.isPending}>
        Reset
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={!dirty || update.isPending}
        startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {update.isPending ? 'Saving...' : asksApproval ? 'Send for approval' : 'Save Changes'}
      </Button>
    </Box>
  );
}

export function LimitsEditor({
  userId,
  settings,
  onSaved,
}: {
  userId: string;
  settings: TransferSettingsView;
  onSaved(settings: TransferSettingsView): void;
}) {
  const state = useLimitsEditor(userId, settings, onSaved);
  const { requested } = state;
  return (
    <SectionCard title="Limits and suspension">
      <Box component="form" onSubmit={state.save} noValidate aria-label="Limits and suspension">
        <Stack spacing={3}>
          {requested ? (
            <Alert severity="info" role="status">
              <AlertTitle>Sent for approval</AlertTitle>
              {`${summarizeChanges(requested.changes)}. ${SENT_FOR_APPROVAL} ` +
                'Until then the settings below stay as they are.'}
            </Alert>
          ) : null}
          <TierField {...state} />
          <OutgoingField {...state} />
          <SuspensionReasonField {...state} />
          <ApprovalReasonField {...state} />
          <LimitsButtons state={state} onReset={() => state.setForm(toForm(settings))} />
        </Stack>
      </Box>
    </SectionCard>
  );
}
