import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { AdminOverview } from '@vaultline/contracts';
import { ErrorState } from '@vaultline/ui';
import { formatCount } from '@vaultline/ui';
import { useOverview } from '../../../app/overview-context';

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
            flexShrink: 0,
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

const CARDS: Array<{ label: string; pick(overview: AdminOverview): number; icon: ReactNode }> = [
  { label: 'Total Users', pick: (overview) => overview.totalUsers, icon: <GroupOutlinedIcon /> },
  {
    label: 'Total Accounts',
    pick: (overview) => overview.totalAccounts,
    icon: <AccountBalanceOutlinedIcon />,
  },
  {
    label: 'Transactions',
    pick: (overview) => overview.transactions,
    icon: <ReceiptLongOutlinedIcon />,
  },
  {
    label: 'Support Requests',
    pick: (overview) => overview.supportRequests,
    icon: <ForumOutlinedIcon />,
  },
];

/** Total Users, Total Accounts, Transactions and (open) Support Requests, from the overview. */
export function StatCards() {
  const overview = useOverview();
  if (overview.error && !overview.data) {
    return (
      <ErrorState
        title="We couldn't load the platform figures."
        message={overview.error.message}
        onRetry={overview.refetch}
      />
    );
  }
  return (
    <Grid container spacing={2}>
      {CARDS.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={card.label}
            icon={card.icon}
            value={
              overview.data ? (
                formatCount(card.pick(overview.data))
              ) : (
                <Skeleton width={80} aria-label={`Loading ${card.label}`} />
              )
            }
          />
        </Grid>
      ))}
    </Grid>
  );
}
