import { Alert, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { SUSPENSION_REASONS, type TransferSettingsView } from '@vaultline/contracts';
import { BackButton, EmptyState, ErrorState, PageHeading, SectionCard } from '@vaultline/ui';
import { useAdminUser } from '../../../api/get-user';
import { InfoList, InfoRow } from '../../../components/info-list';
import { PageSkeleton } from '../../../components/page-skeleton';
import { fullName } from '../../../components/user-avatar';
import { ValidationSwitch } from '../../../components/validation-switch';
import { paths } from '../../../config/paths';
import { LimitsEditor } from './limits-editor';

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
