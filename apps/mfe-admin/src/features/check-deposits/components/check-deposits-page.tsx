import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, CircularProgress, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { CHECK_DEPOSIT_STATUSES, type CheckDepositStatus } from '@vaultline/contracts';
import { EmptyState, ErrorState, ListSkeleton, PageHeading, SectionCard } from '@vaultline/ui';
import { useCheckDeposits } from '../api/check-deposits';
import { STATUS_TEXT } from '../lib/deposit-text';
import { CheckDepositDialog } from './check-deposit-dialog';
import { CheckDepositsTable } from './check-deposits-table';

const ALL = 'all';
type StatusFilter = CheckDepositStatus | typeof ALL;

function StatusFilterField(props: { value: StatusFilter; onChange(value: StatusFilter): void }) {
  return (
    <TextField
      select
      label="Status"
      size="small"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as StatusFilter)}
      sx={{ minWidth: 240, mb: 2 }}
    >
      {CHECK_DEPOSIT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {STATUS_TEXT[status].label}
        </MenuItem>
      ))}
      <MenuItem value={ALL}>All, newest first</MenuItem>
    </TextField>
  );
}

/** /admin/check-deposits — mobile check deposits: the review queue, and every deposit by status. */
export function CheckDepositsPage() {
  const [filter, setFilter] = useState<StatusFilter>('in_review');
  const [openId, setOpenId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useCheckDeposits(filter === ALL ? undefined : filter);
  const deposits = query.data?.deposits ?? [];
  const open = deposits.find((deposit) => deposit.id === openId) ?? null;
  return (
    <>
      <PageHeading
        title="Check deposits"
        subtitle="Checks customers deposited with their phone. Compare the photos with what they typed, then approve, reject with a reason, or ask for better photos. Above the bank's threshold, two different staff members approve."
        actions={
          <Button
            variant="outlined"
            onClick={query.refetch}
            disabled={query.isFetching}
            startIcon={query.isFetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          >
            Refresh
          </Button>
        }
      />
      {done ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      <SectionCard title="Deposits">
        <StatusFilterField value={filter} onChange={setFilter} />
        {query.isLoading ? (
          <ListSkeleton rows={3} height={56} label="Loading check deposits" />
        ) : null}
        {query.error ? (
          <ErrorState
            title="We couldn't load the check deposits."
            message={query.error.message}
            onRetry={query.refetch}
          />
        ) : null}
        {query.data && deposits.length === 0 ? (
          <EmptyState icon={<ReceiptOutlinedIcon />} text="No check deposits with this status." />
        ) : null}
        {deposits.length > 0 ? <CheckDepositsTable deposits={deposits} onOpen={setOpenId} /> : null}
      </SectionCard>
      {open ? (
        <CheckDepositDialog
          key={open.id}
          deposit={open}
          onClose={() => setOpenId(null)}
          onDecided={(text) => {
            setOpenId(null);
            setDone(text);
            query.refetch();
          }}
        />
      ) : null}
    </>
  );
}
