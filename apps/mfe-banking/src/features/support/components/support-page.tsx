import { Grid } from '@mui/material';
import { useOperatorContent } from '@vaultline/data-access';
import { useSession } from '@vaultline/session';
import { PageHeading } from '@vaultline/ui';
import { useSupportRequests } from '../api/get-support-requests';
import { SupportForm } from './support-form';
import { SupportHistory } from './support-history';

export function SupportPage() {
  const email = useSession((state) => state.user?.email ?? '');
  const requests = useSupportRequests();
  const replyHours = useOperatorContent().data?.supportReplyHours;
  const promise = replyHours ? ` We aim to reply within ${replyHours} hours.` : '';
  return (
    <>
      <PageHeading
        title="Contact Support"
        subtitle={`Tell us what happened. Our team replies in your request, and we let you know.${promise}`}
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
