import { Box, Stack, Typography } from '@mui/material';
import type { AccountSummary, AchTransfer } from '@vaultline/contracts';
import { formatSignedUsd } from '@vaultline/money';
import { EmptyState, ErrorState, formatDateTime, ListSkeleton, SectionCard } from '@vaultline/ui';
import { useAchTransfers } from '../api/get-ach-transfers';
import { achStatusText, AchStatusChip } from './ach-transfer-status';

function TransferRow({
  transfer,
  accounts,
}: {
  transfer: AchTransfer;
  accounts: AccountSummary[];
}) {
  const account = accounts.find((candidate) => candidate.id === transfer.accountId);
  const into = account ? ` · ${account.name}` : '';
  const title =
    transfer.direction === 'in'
      ? `Added from •••• ${transfer.linkedAccountLast4}`
      : `Sent to •••• ${transfer.linkedAccountLast4}`;
  const signed = transfer.direction === 'in' ? transfer.amountMinor : -transfer.amountMinor;
  return (
    <Stack
      component="li"
      aria-label={`${title}, ${formatDateTime(transfer.createdAt)}`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <AchStatusChip status={transfer.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {`${formatDateTime(transfer.createdAt)}${into}`}
        </Typography>
        <Typography
          variant="body2"
          color={transfer.status === 'returned' ? 'error' : 'text.primary'}
        >
          {achStatusText(transfer)}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatSignedUsd(signed)}
      </Typography>
    </Stack>
  );
}

const NO_TRANSFERS = 'No transfers with other banks yet. Money you add or send shows here.';

/** "Transfers with other banks": every pull and push, newest first, with its status. */
export function AchTransferList({ accounts }: { accounts: AccountSummary[] }) {
  const query = useAchTransfers();
  const transfers = query.data?.transfers ?? [];
  return (
    <SectionCard title="Transfers with other banks">
      {query.isLoading ? <ListSkeleton rows={3} height={64} label="Loading transfers" /> : null}
      {query.error ? (
        <ErrorState
          title="We couldn't load your transfers."
          message={query.error.message}
          onRetry={query.refetch}
        />
      ) : null}
      {query.data && transfers.length === 0 ? <EmptyState text={NO_TRANSFERS} /> : null}
      {transfers.length > 0 ? (
        <Box
          component="ul"
          aria-label="Transfers with other banks"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {transfers.map((transfer) => (
            <TransferRow key={transfer.id} transfer={transfer} accounts={accounts} />
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}
