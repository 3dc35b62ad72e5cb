import SendIcon from '@mui/icons-material/Send';
import { Grid, Stack } from '@mui/material';
import { capitalizeName, useSession } from '@vaultline/session';
import { LinkButton, PageHeading } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { BalanceNotices } from './balance-notices';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { ThisMonthCard } from './this-month-card';

function welcome(user: { firstName: string; lastName: string } | null): string {
  return user
    ? `Welcome back, ${capitalizeName(`${user.firstName} ${user.lastName}`)}!`
    : 'Welcome back!';
}

export function DashboardPage() {
  const user = useSession((state) => state.user);
  return (
    <>
      <PageHeading
        title="Dashboard"
        subtitle={welcome(user)}
        actions={
          <LinkButton to={paths.transfer} variant="contained" startIcon={<SendIcon />}>
            Quick Transfer
          </LinkButton>
        }
      />
      <Stack spacing={3}>
        <BalanceNotices />
        <StatCards />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <RecentActivity />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={3}>
              <ThisMonthCard />
              <QuickActions />
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </>
  );
}
