import { Alert, AlertTitle, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { type ChangeRequest } from '@vaultline/contracts';
import { ErrorState, PageHeading, SectionCard } from '@vaultline/ui';
import { useBankSettings } from '../../../api/get-bank-settings';
import { usePendingChangeRequests } from '../../../api/get-change-requests';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { summarizeChanges } from '../../../lib/change-lines';
import { SettingsForm } from './settings-form';

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
