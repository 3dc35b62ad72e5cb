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
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  ChangeReasonSchema,
  DAILY_LIMIT_MINOR,
  LIMIT_TIERS,
  SUSPENSION_REASONS,
  type AdminTransferSettingsRequest,
  type ChangeRequest,
  type LimitTier,
  type SuspensionReason,
  type TransferSettingsView,
} from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast } from '@vaultline/session';
import {
  BackButton,
  EmptyState,
  ErrorState,
  PageHeading,
  SectionCard,
  toastFailure,
} from '@vaultline/ui';
import { useAdminUser } from '../../../api/get-user';
import { useUpdateTransferSettings } from '../../../api/update-transfer-settings';
import { InfoList, InfoRow } from '../../../components/info-list';
import { PageSkeleton } from '../../../components/page-skeleton';
import { fullName } from '../../../components/user-avatar';
import { ValidationSwitch } from '../../../components/validation-switch';
import { paths } from '../../../config/paths';
import { SENT_FOR_APPROVAL, summarizeChanges } from '../../../lib/change-lines';

const TIER_LABELS: Record<LimitTier, string> = { standard: 'Standard', premium: 'Premium' };
const REASONS = Object.keys(SUSPENSION_REASONS) as SuspensionReason[];

interface LimitsForm {
  limitTier: LimitTier;
  suspended: boolean;
  reason: SuspensionReason | '';
}

const toForm = (settings: TransferSettingsView): LimitsForm => ({
  limitTier: settings.limitTier,
  suspended: settings.suspendedReason !== null,
  reason: settings.suspendedReason ?? '',
});

/** What the draft changes, and whether that waits for a second staff member. */
function pendingChanges(form: LimitsForm, settings: TransferSettingsView) {
  const changes: AdminTransferSettingsRequest = {};
  if (form.limitTier !== settings.limitTier) changes.limitTier = form.limitTier;
  const wantedReason = form.suspended ? form.reason || null : null;
  if (wantedReason !== settings.suspendedReason || (form.suspended && !form.reason))
    changes.suspendedReason = wantedReason;
  // A tier change and lifting a suspension wait for another staff member; suspending applies at once.
  const lifts = changes.suspendedReason === null && settings.suspendedReason !== null;
  return {
    changes,
    dirty: Object.keys(changes).length > 0,
    asksApproval: 'limitTier' in changes || lifts,
  };
}

function savedToast(request: ChangeRequest | null) {
  return request
    ? {
        title: 'Sent for approval',
        description: `${summarizeChanges(request.changes)}. ${SENT_FOR_APPROVAL}`,
        severity: 'info' as const,
      }
    : {
        title: 'Success',
        description: 'Transfer settings updated successfully!',
        severity: 'success' as const,
      };
}

/** The limits editor's state: the draft, its two reasons (suspension, approval) and saving. */
function useLimitsEditor(
  userId: string,
  settings: TransferSettingsView,
  onSaved: (settings: TransferSettingsView) => void,
) {
  const update = useUpdateTransferSettings();
  const [form, setForm] = useState<LimitsForm>(() => toForm(settings));
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [why, setWhy] = useState('');
  const [whyError, setWhyError] = useState<string | null>(null);
  const [requested, setRequested] = useState<ChangeRequest | null>(null);
  const { changes, dirty, asksApproval } = pendingChanges(form, settings);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (form.suspended && !form.reason) {
      setReasonError('Choose why outgoing transfers are suspended');
      return;
    }
    const reason = ChangeReasonSchema.safeParse(why);
    if (asksApproval && !reason.success) {
      setWhyError(reason.error.issues[0]?.message ?? 'Reason is required');
      return;
    }
    const asked = asksApproval ? { ...changes, reason: reason.data } : changes;
    const result = await update.mutate({ userId, changes: asked });
    if (!result.ok) {
      toastFailure('Settings failed', result.error);
      return;
    }
    const { settings: next, request } = result.data;
    toast(savedToast(request));
    setRequested(request);
    setWhy('');
    setForm(toForm(next));
    onSaved(next);
  };
  const fields = { form, setForm, reasonError, setReasonError, why, setWhy, whyError, setWhyError };
  return { ...fields, update, requested, dirty, asksApproval, save };
}

type LimitsState = ReturnType<typeof useLimitsEditor>;

/** The daily limit tier. */
function TierField({ form, setForm }: LimitsState) {
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
function OutgoingField({ form, setForm, setReasonError }: LimitsState) {
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
function SuspensionReasonField({ form, setForm, reasonError, setReasonError }: LimitsState) {
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
function ApprovalReasonField({ asksApproval, why, setWhy, whyError, setWhyError }: LimitsState) {
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

function LimitsButtons({ state, onReset }: { state: LimitsState; onReset: () => void }) {
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

function LimitsEditor({
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

/** Whether a PIN is set or locked (never the PIN). */
function PinSummary({ settings }: { settings: TransferSettingsView }) {
  return (
    <SectionCard title="Transfer PIN">
      <InfoList>
        <InfoRow label="PIN" value={settings.pinSet ? 'Set' : 'Not set yet'} />
        <InfoRow
          label="PIN lock"
          value={settings.pinLocked ? 'Locked after wrong tries' : 'Not locked'}
        />
      </InfoList>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Staff never see or set a PIN. A locked customer unlocks it themselves with a code sent to
        their email.
      </Typography>
    </SectionCard>
  );
}

/** /admin-transfer-settings/:userId — step-up, daily limit tier, and suspending outgoing transfers (a reason from a fixed list). */
export function TransferSettingsPage() {
  const { userId = '' } = useParams();
  const detail = useAdminUser(userId);
  const data = detail.data;
  const notFound = detail.error?.status === 404;

  const apply = (settings: TransferSettingsView) => {
    detail.setData((current) =>
      current
        ? {
            ...current,
            transferSettings: settings,
            user: { ...current.user, stepUpRequired: settings.stepUpRequired },
          }
        : current,
    );
  };

  return (
    <>
      <BackButton to={paths.userDetails(userId)} label="Back to User Details" />
      <PageHeading title="Transfer Settings" subtitle={data ? fullName(data.user) : undefined} />
      {notFound ? <EmptyState text="We couldn't find this user. The link may be wrong." /> : null}
      {detail.error && !notFound ? (
        <ErrorState
          title="We couldn't load this user."
          message={detail.error.message}
          onRetry={detail.refetch}
        />
      ) : null}
      {detail.isLoading ? (
        <PageSkeleton label="Loading transfer settings" blocks={[120, 320]} />
      ) : null}
      {data ? (
        <Stack spacing={3}>
          {data.transferSettings.suspendedReason ? (
            <Alert severity="warning">{`Outgoing transfers are suspended: ${SUSPENSION_REASONS[data.transferSettings.suspendedReason]}`}</Alert>
          ) : null}
          <SectionCard title="Transfer validation">
            <ValidationSwitch
              userId={data.user.id}
              checked={data.transferSettings.stepUpRequired}
              onChanged={apply}
            />
          </SectionCard>
          <LimitsEditor
            key={`${data.transferSettings.limitTier}:${data.transferSettings.suspendedReason ?? ''}`}
            userId={data.user.id}
            settings={data.transferSettings}
            onSaved={apply}
          />
          <PinSummary settings={data.transferSettings} />
        </Stack>
      ) : null}
    </>
  );
}
