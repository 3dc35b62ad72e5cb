import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, CircularProgress, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { SupportStatus } from '@vaultline/contracts';
import type { AdminSupportRequest } from '@vaultline/contracts';
import { BackButton, EmptyState, ErrorState, ListSkeleton, PageHeading } from '@vaultline/ui';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { useSupportRequests } from '../api/get-support-requests';
import { ComplaintCard } from './complaint-card';

type StatusFilter = SupportStatus | 'all';
const STATUSES: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'archived', label: 'Archived' },
];

/** Which complaints to show: all, open, resolved or archived. */
function StatusFilterField({
  status,
  onChange,
}: {
  status: StatusFilter;
  onChange: (status: StatusFilter) => void;
}) {
  return (
    <Box sx={{ maxWidth: 240 }}>
      <TextField
        select
        label="Status"
        size="small"
        value={status}
        onChange={(event) => onChange(event.target.value as StatusFilter)}
        fullWidth
      >
        {STATUSES.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** The complaints, two columns on wide screens, in a scrollable region. */
function ComplaintList({
  items,
  onChanged,
}: {
  items: AdminSupportRequest[];
  onChanged: () => void;
}) {
  return (
    <Box
      role="region"
      aria-label="Complaints"
      tabIndex={0}
      sx={{
        maxHeight: '70vh',
        overflowY: 'auto',
        p: 0.5,
        borderRadius: 1,
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
        },
      }}
    >
      <Grid container spacing={2}>
        {items.map((request) => (
          <Grid key={request.id} size={{ xs: 12, md: 6 }}>
            <ComplaintCard request={request} onChanged={onChanged} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** /admin-support-view/:userId — a customer's complaints; each is resolved or archived by its own id. */
export function SupportViewPage() {
  const { userId = '' } = useParams();
  const [status, setStatus] = useState<StatusFilter>('all');
  const requests = useSupportRequests({ userId, status: status === 'all' ? undefined : status });
  const items = requests.data?.items ?? [];
  const customer = items[0]?.customer;

  const changed = () => {
    requests.refetch();
  };

  return (
    <>
      <BackButton to={paths.userDetails(userId)} label="Back to User Details" />
      <PageHeading
        title="User Complaints"
        subtitle={
          customer
            ? `Support requests from ${fullName(customer)}, newest first.`
            : 'Support requests from this customer, newest first.'
        }
        actions={
          <Button
            variant="outlined"
            onClick={requests.refetch}
            disabled={requests.isFetching}
            startIcon={requests.isFetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          >
            Refresh
          </Button>
        }
      />
      <Stack spacing={2}>
        <StatusFilterField status={status} onChange={setStatus} />
        {requests.error ? (
          <ErrorState
            title="We couldn't load the complaints."
            message={requests.error.message}
            onRetry={requests.refetch}
          />
        ) : null}
        {requests.isLoading ? (
          <ListSkeleton rows={3} height={180} label="Loading complaints" />
        ) : null}
        {requests.data && items.length === 0 ? (
          <EmptyState icon={<ForumOutlinedIcon />} text="No complaints submitted yet" />
        ) : null}
        {items.length > 0 ? <ComplaintList items={items} onChanged={changed} /> : null}
      </Stack>
    </>
  );
}
