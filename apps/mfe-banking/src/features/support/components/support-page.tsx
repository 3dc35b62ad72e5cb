import { Grid } from '@mui/material';
import { useSession } from '@vaultline/session';
import { PageHeading } from '@vaultline/ui';
import { useSupportRequests } from '../api/get-support-requests';
import { SupportForm } from './support-form';
import { SupportHistory } from './support-history';

export function SupportPage() {
  const email = useSession((state) => state.user?.email ?? '');
  const requests = useSupportRequests();
  return (
    <>
      <PageHeading
        title="Contact Support"
        subtitle="Tell us what happened. Follow your requests' status below; our team answers by email."
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SupportForm key={email} defaultEmail={email} onSent={requests.refetch} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SupportHistory requests={requests} />
        </Grid>
      </Grid>
    </>
  );
}
