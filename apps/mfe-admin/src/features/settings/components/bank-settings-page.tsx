import { Box, Button, CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import { UpdateBankSettingsRequestSchema, type BankSettings, type UpdateBankSettingsRequest } from '@vaultline/contracts';
import { minorToDecimalString, parseUsdToMinor } from '@vaultline/money';
import { toast } from '@vaultline/session';
import { ErrorState, fieldErrors, PageHeading, SectionCard, toastFailure } from '@vaultline/ui';
import { useState, type FormEvent } from 'react';
import { useBankSettings } from '../../../api/get-bank-settings';
import { MoneyField } from '../../../components/money-field';
import { PageSkeleton } from '../../../components/page-skeleton';
import { formatDateTime } from '../../../lib/format';
import { useUpdateBankSettings } from '../api/update-bank-settings';

type MoneyKey = 'reviewThresholdMinor' | 'stepUpThresholdMinor' | 'adjustmentApprovalThresholdMinor';
type Draft = Record<MoneyKey, string> & { reviewTime: string };
type Errors = Partial<Record<keyof Draft, string>>;

const MONEY_FIELDS: Array<{ key: MoneyKey; label: string; hint: string }> = [
  {
    key: 'reviewThresholdMinor',
    label: 'Review threshold (USD)',
    hint: 'Transfers above this are held, with the money reserved, until staff approve them in the review queue.',
  },
  {
    key: 'stepUpThresholdMinor',
    label: 'Step-up threshold (USD)',
    hint: 'Transfers above this need a one-time code emailed to the customer.',
  },
  {
    key: 'adjustmentApprovalThresholdMinor',
    label: 'Adjustment approval threshold (USD)',
    hint: 'Adjustments above this wait for a second staff member to approve them.',
  },
];

const toDraft = (settings: BankSettings): Draft => ({
  reviewThresholdMinor: minorToDecimalString(settings.reviewThresholdMinor),
  stepUpThresholdMinor: minorToDecimalString(settings.stepUpThresholdMinor),
  adjustmentApprovalThresholdMinor: minorToDecimalString(settings.adjustmentApprovalThresholdMinor),
  reviewTime: settings.reviewTime,
});

function SettingsForm({ settings, onSaved }: { settings: BankSettings; onSaved(settings: BankSettings): void }) {
  const update = useUpdateBankSettings();
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [errors, setErrors] = useState<Errors>({});

  const set = (key: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** The changed fields in minor units, or the problems to fix. */
  const collect = (): { changes: UpdateBankSettingsRequest; problems: Errors } => {
    const changes: UpdateBankSettingsRequest = {};
    const problems: Errors = {};
    for (const { key } of MONEY_FIELDS) {
      const minor = parseUsdToMinor(draft[key]);
      if (minor === null) problems[key] = 'Enter an amount in dollars and cents, like 10000.00';
      else if (minor !== settings[key]) changes[key] = minor;
    }
    if (draft.reviewTime.trim() !== settings.reviewTime) changes.reviewTime = draft.reviewTime.trim();
    const parsed = UpdateBankSettingsRequestSchema.safeParse(changes);
    if (!parsed.success) {
      for (const [key, message] of Object.entries(fieldErrors(parsed.error))) problems[key as keyof Draft] ??= message;
    }
    return { changes, problems };
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { changes, problems } = collect();
    setErrors(problems);
    if (Object.keys(problems).length > 0 || Object.keys(changes).length === 0) return;
    const result = await update.mutate(changes);
    if (!result.ok) {
      toastFailure('Settings failed', result.error);
      return;
    }
    toast({ title: 'Success', description: 'Transfer settings updated successfully!', severity: 'success' });
    setDraft(toDraft(result.data));
    onSaved(result.data);
  };

  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(settings));

  return (
    <Box component="form" onSubmit={save} noValidate aria-label="Bank settings">
      <Stack spacing={3}>
        <Grid container spacing={2}>
          {MONEY_FIELDS.map(({ key, label, hint }) => (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <MoneyField label={label} value={draft[key]} onChange={set(key)} required error={!!errors[key]} helperText={errors[key] ?? hint} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label="Review time shown to customers"
              value={draft.reviewTime}
              onChange={(event) => set('reviewTime')(event.target.value)}
              required
              error={!!errors.reviewTime}
              helperText={errors.reviewTime ?? 'What a customer reads when a transfer is held, e.g. "24 hours" or "1 business day".'}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {`Last updated ${formatDateTime(settings.updatedAt)}. Every change is kept in the audit log.`}
          </Typography>
          <Button onClick={() => setDraft(toDraft(settings))} disabled={!dirty || update.isPending}>
            Reset
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!dirty || update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** /admin/settings — bank-wide transfer and adjustment thresholds, and the review time customers are shown. */
export function BankSettingsPage() {
  const settings = useBankSettings();
  const data = settings.data;
  return (
    <>
      <PageHeading title="Bank Settings" subtitle="Bank-wide rules for holds, one-time codes and adjustments. Per-customer settings are on each user's page." />
      {settings.error ? <ErrorState title="We couldn't load the bank settings." message={settings.error.message} onRetry={settings.refetch} /> : null}
      {settings.isLoading ? <PageSkeleton label="Loading bank settings" blocks={[320]} /> : null}
      {data ? (
        <SectionCard title="Transfers and adjustments">
          <SettingsForm key={data.updatedAt} settings={data} onSaved={(next) => settings.setData(() => next)} />
        </SectionCard>
      ) : null}
    </>
  );
}
