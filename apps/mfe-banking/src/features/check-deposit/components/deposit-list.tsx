import { Box, Button, Stack, Typography } from '@mui/material';
import type { CheckDeposit } from '@vaultline/contracts';
import { formatDate, formatUsd } from '@vaultline/money';
import { EmptyState } from '@vaultline/ui';
import { DepositStatusChip, depositStatusText } from './deposit-status';

function DepositRow({
  deposit,
  onNewPhotos,
}: {
  deposit: CheckDeposit;
  onNewPhotos(deposit: CheckDeposit): void;
}) {
  const name = `Check #${deposit.checkNumber}, ${formatUsd(deposit.amountMinor)}`;
  return (
    <Box component="li" aria-label={name} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="subtitle2" component="p">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {`Deposited ${formatDate(deposit.createdAt)} · from account ••${deposit.micrAccountLast4}`}
          </Typography>
        </div>
        <div>
          <DepositStatusChip status={deposit.status} />
        </div>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {depositStatusText(deposit)}
      </Typography>
      {deposit.status === 'needs_image' ? (
        <Button
          size="small"
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() => onNewPhotos(deposit)}
          aria-label={`Send new photos of check #${deposit.checkNumber}`}
        >
          Send new photos
        </Button>
      ) : null}
    </Box>
  );
}

/** The customer's deposited checks, newest first. */
export function DepositList({
  deposits,
  onNewPhotos,
}: {
  deposits: CheckDeposit[];
  onNewPhotos(deposit: CheckDeposit): void;
}) {
  if (deposits.length === 0) return <EmptyState text="No checks deposited yet." />;
  return (
    <Box component="ul" aria-label="Deposited checks" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {deposits.map((deposit) => (
        <DepositRow key={deposit.id} deposit={deposit} onNewPhotos={onNewPhotos} />
      ))}
    </Box>
  );
}
