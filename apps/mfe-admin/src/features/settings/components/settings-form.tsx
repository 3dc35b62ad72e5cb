import { Box, Button, CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import { formatDateTime } from '@vaultline/ui';
import { ApprovalReasonField } from '../../../components/approval-reason-field';
import { MoneyField } from '../../../components/money-field';
import type { SettingsFormProps, SettingsFormState } from '../hooks/use-settings-form';
import { useSettingsForm } from '../hooks/use-settings-form';
import { COUNT_FIELDS, MONEY_FIELDS } from '../lib/settings-draft';

/** The thresholds (in dollars) and the review time customers read. */
export function SettingsFields({ state }: { state: SettingsFormState }) {
  const { draft, errors, set } = state;
  return (
    <>
      {MONEY_FIELDS.map(({ key, label, hint }) => (
        <Grid key={key} size={{ xs: 12, md: 6 }}>
          <MoneyField
            label={label}
            value={draft[key]}
            onChange={set(key)}
            required
            error={!!errors[key]}
            helperText={errors[key] ?? hint}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label="Review time shown to customers"
          value={draft.reviewTime}
          onChange={(event) => set('reviewTime')(event.target.value)}
          required
          error={!!errors.reviewTime}
          helperText={
            errors.reviewTime ??
            'What a customer reads when a transfer is held, e.g. "24 hours" or "1 business day".'
          }
          fullWidth
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      </Grid>
      {COUNT_FIELDS.map(({ key, label, hint }) => (
        <Grid key={key} size={{ xs: 12, md: 6 }}>
          <TextField
            label={label}
            value={draft[key]}
            onChange={(event) => set(key)(event.target.value)}
            required
            error={!!errors[key]}
            helperText={errors[key] ?? hint}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        </Grid>
      ))}
    </>
  );
}

/** The reason the approver reads, once something changed. */
export function SettingsReasonField({ state }: { state: SettingsFormState }) {
  const { dirty, reason, setReason, errors, setErrors } = state;
  if (!dirty) return null;
  return (
    <Grid size={{ xs: 12 }}>
      <ApprovalReasonField
        label="Reason for the change"
        value={reason}
        error={errors.reason}
        onChange={(value) => {
          setReason(value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
      />
    </Grid>
  );
}

export function SettingsForm(props: SettingsFormProps) {
  const state = useSettingsForm(props);
  const { update, dirty } = state;
  return (
    <Box component="form" onSubmit={state.save} noValidate aria-label="Bank settings">
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <SettingsFields state={state} />
          <SettingsReasonField state={state} />
        </Grid>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {`Last changed ${formatDateTime(props.settings.updatedAt)}. ` +
              'A change applies only when another staff member approves it; every step is kept in the audit log.'}
          </Typography>
          <Button onClick={state.reset} disabled={!dirty || update.isPending}>
            Reset
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!dirty || update.isPending}
            startIcon={
              update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            {update.isPending ? 'Sending...' : 'Send for approval'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
