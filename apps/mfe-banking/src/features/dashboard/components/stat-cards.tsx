import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatUsd } from '@vaultline/money';
import { ErrorState } from '@vaultline/ui';
import { useSummary } from '../api/get-summary';

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: 2,
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Total Balance, Total Transaction and Active Accounts, from the API's summary. */
export function StatCards() {
  const summary = useSummary();
  if (summary.error) {
    return (
      <ErrorState
        title="We couldn't load your account summary."
        message={summary.error.message}
        onRetry={summary.refetch}
      />
    );
  }
  const value = (render: (data: NonNullable<typeof summary.data>) => string) =>
    summary.data ? render(summary.data) : <Skeleton width={100} aria-label="Loading" />;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Total Balance"
          value={value((data) => formatUsd(data.totalBalanceMinor))}
          icon={<AccountBalanceWalletOutlinedIcon />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Total Transaction"
          value={value((data) => data.transactionCount.toLocaleString('en-US'))}
          icon={<ReceiptLongOutlinedIcon />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Active Accounts"
          value={value((data) => data.activeAccounts.toLocaleString('en-US'))}
          icon={<CreditCardOutlinedIcon />}
        />
      </Grid>
    </Grid>
  );
}
