import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  AdminErrorCode,
  UpdateBankSettingsRequestSchema,
  type BankSettings,
  type ChangeRequest,
  type UpdateBankSettingsRequest,
} from '@vaultline/contracts';
import { minorToDecimalString, parseUsdToMinor } from '@vaultline/money';
import { toast } from '@vaultline/session';
import { ErrorState, fieldErrors, PageHeading, SectionCard, toastFailure } from '@vaultline/ui';
import { formatDateTime } from '@vaultline/ui';
import { useBankSettings } from '../../../api/get-bank-settings';
import { usePendingChangeRequests } from '../../../api/get-change-requests';
import { ApprovalReasonField } from '../../../components/approval-reason-field';
import { MoneyField } from '../../../components/money-field';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { SENT_FOR_APPROVAL, summarizeChanges } from '../../../lib/change-lines';
import { useUpdateBankSettings } from '../api/update-bank-settings';

type MoneyKey =
  | 'reviewThresholdMinor'
  | 'stepUpThresholdMinor'
  | 'adjustmentApprovalThresholdMinor'
  | 'staffDailyAdjustmentLimitMinor'
  | 'newPayeeLimitMinor';
type Draft = Record<MoneyKey, string> & { reviewTime: string; newPayeeCoolingHours: string };
type Errors = Partial<Record<keyof Draft | 'reason', string>>;

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
  {
    key: 'staffDailyAdjustmentLimitMinor',
    label: 'Daily adjustment total per staff member (USD)',
    hint:
      "Once a staff member's adjustments posted today without approval reach this, " +
      'the next ones wait for a second staff member too.',
  },
  {
    key: 'newPayeeLimitMinor',
    label: 'New payee limit per payment (USD)',
    hint: 'While a payee added from the payees page is new, each payment to it can be at most this.',
  },
];

const toDraft = (settings: BankSettings): Draft => ({
  reviewThresholdMinor: minorToDecimalString(settings.reviewThresholdMinor),
  stepUpThresholdMinor: minorToDecimalString(settings.stepUpThresholdMinor),
  adjustmentApprovalThresholdMinor: minorToDecimalString(settings.adjustmentApprovalThresholdMinor),
  staffDailyAdjustmentLimitMinor: minorToDecimalString(settings.staffDailyAdjustmentLimitMinor),
  newPayeeLimitMinor: minorToDecimalString(settings.newPayeeLimitMinor),
  reviewTime: settings.reviewTime,
  newPayeeCoolingHours: String(settings.newPayeeCoolingHours),
});

interface SettingsFormProps {
  settings: BankSettings;
  /** A change was asked for: it waits for another staff member. */
  onRequested(request: ChangeRequest): void;
}

/** The changed fields in minor units, or the problems to fix. */
function collect(
  draft: Draft,
  reason: string,
  settings: BankSettings,
): { changes: UpdateBankSettingsRequest; problems: Errors } {
  const changes: UpdateBankSettingsRequest = {};
  const problems: Errors = {};
  for (const { key } of MONEY_FIELDS) {
    const minor = parseUsdToMinor(draft[key]);
    if (minor === null) problems[key] = 'Enter an amount in dollars and cents, like 10000.00';
    else if (minor !== settings[key]) changes[key] = minor;
  }
  if (draft.reviewTime.trim() !== settings.reviewTime) changes.reviewTime = draft.reviewTime.trim();
  const hours = /^\d{1,3}$/.test(draft.newPayeeCoolingHours.trim())
    ? Number(draft.newPayeeCoolingHours)
    : null;
  if (hours === null) problems.newPayeeCoolingHours = 'Enter a whole number of hours, like 24';
  else if (hours !== settings.newPayeeCoolingHours) changes.newPayeeCoolingHours = hours;
  const parsed = UpdateBankSettingsRequestSchema.safeParse({ ...changes, reason });
  if (!parsed.success) {
    for (const [key, message] of Object.entries(fieldErrors(parsed.error)))
      problems[key as keyof Errors] ??= message;
  }
  return { changes: { ...changes, reason: reason.trim() }, problems };
}

/** The draft, the reason, their errors, and sending the change for approval. */
function useSettingsForm({ settings, onRequested }: SettingsFormProps) {
  const update = useUpdateBankSettings();
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const set = (key: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { changes, problems } = collect(draft, reason, settings);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await update.mutate(changes);
    if (!result.ok) {
      if (result.error.code === AdminErrorCode.REASON_REQUIRED)
        setErrors({ reason: result.error.message });
      toastFailure('Settings failed', result.error);
      return;
    }
    setDraft(toDraft(result.data.settings));
    setReason('');
    if (result.data.request) {
      toast({ title: 'Sent for approval', description: SENT_FOR_APPROVAL, severity: 'info' });
      onRequested(result.data.request);
    }
  };

  const reset = () => {
    setDraft(toDraft(settings));
    setErrors({});
  };
  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(settings));
  return { update, draft, reason, setReason, errors, setErrors, set, save, reset, dirty };
}

type SettingsFormState = ReturnType<typeof useSettingsForm>;

/** The thresholds (in dollars) and the review time customers read. */
function SettingsFields({ state }: { state: SettingsFormState }) {
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
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label="New payee cooling-off (hours)"
          value={draft.newPayeeCoolingHours}
          onChange={(event) => set('newPayeeCoolingHours')(event.target.value)}
          required
          error={!!errors.newPayeeCoolingHours}
          helperText={
            errors.newPayeeCoolingHours ??
            'How long a payee added from the payees page counts as new (0 to 720; 0 turns the limit off).'
          }
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      </Grid>
    </>
  );
}

/** The reason the approver reads, once something changed. */
function SettingsReasonField({ state }: { state: SettingsFormState }) {
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

function SettingsForm(props: SettingsFormProps) {
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

/** The bank-settings changes already waiting, so nobody asks twice without knowing. */
function WaitingChanges({ requests }: { requests: ChangeRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <Alert severity="info" role="status" aria-label="Changes waiting for approval">
      <AlertTitle>
        {requests.length === 1
          ? 'A change is waiting for approval'
          : `${requests.length} changes are waiting for approval`}
      </AlertTitle>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {requests.map((request) => (
          <li
            key={request.id}
          >{`${summarizeChanges(request.changes)} (asked by ${request.maker.name})`}</li>
        ))}
      </Stack>
      <Link component={RouterLink} to={paths.approvals}>
        Go to Approvals
      </Link>
    </Alert>
  );
}

/**
 * /admin/settings — bank-wide transfer and adjustment thresholds, and the review time customers are
 * shown. Every change is two-person: asked here, applied when another staff member approves it.
 */
export function BankSettingsPage() {
  const settings = useBankSettings();
  const changes = usePendingChangeRequests();
  const data = settings.data;
  const waiting = (changes.data?.items ?? []).filter((request) => request.kind === 'bank_settings');
  return (
    <>
      <PageHeading
        title="Bank Settings"
        subtitle={
          'Bank-wide rules for holds, one-time codes and adjustments. ' +
          "Per-customer settings are on each user's page."
        }
      />
      {settings.error ? (
        <ErrorState
          title="We couldn't load the bank settings."
          message={settings.error.message}
          onRetry={settings.refetch}
        />
      ) : null}
      {settings.isLoading ? <PageSkeleton label="Loading bank settings" blocks={[320]} /> : null}
      {data ? (
        <Stack spacing={3}>
          <WaitingChanges requests={waiting} />
          <SectionCard title="Transfers and adjustments">
            <SettingsForm
              key={data.updatedAt}
              settings={data}
              onRequested={() => {
                changes.refetch();
              }}
            />
          </SectionCard>
        </Stack>
      ) : null}
    </>
  );
}
