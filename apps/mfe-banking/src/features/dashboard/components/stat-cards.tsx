import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type DashboardFigure, DRAWN_FIGURE_ATTRIBUTE } from '@vaultline/contracts';
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

/**
 * A figure not loaded yet: its skeleton, marked so that the API can draw the figure in its place in
 * the page it sends ahead of the app (the signed-in visitor's own, see first-visit-page.ts).
 */
function FigureSkeleton({ figure }: { figure: DashboardFigure }) {
  return (
    <span {...{ [DRAWN_FIGURE_ATTRIBUTE]: figure }}>
      <Skeleton width={100} aria-label="Loading" />
    </span>
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
  const value = (
    figure: DashboardFigure,
    render: (data: NonNullable<typeof summary.data>) => string,
  ) => (summary.data ? render(summary.data) : <FigureSkeleton figure={figure} />);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Total Balance"
          value={value('total-balance', (data) => formatUsd(data.totalBalanceMinor))}
          icon={<AccountBalanceWalletOutlinedIcon />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Total Transaction"
          value={value('transaction-count', (data) =>
            data.transactionCount.toLocaleString('en-US'),
          )}
          icon={<ReceiptLongOutlinedIcon />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard
          label="Active Accounts"
          value={value('active-accounts', (data) => data.activeAccounts.toLocaleString('en-US'))}
          icon={<CreditCardOutlinedIcon />}
        />
      </Grid>
    </Grid>
  );
}
