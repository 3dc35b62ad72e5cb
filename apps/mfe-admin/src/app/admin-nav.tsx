import { Box, Button, Chip } from '@mui/material';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import type { AdminOverview } from '@vaultline/contracts';
import { formatCount } from '@vaultline/ui';
import { paths, ROUTES } from '../config/paths';
import { useOverview } from './overview-context';

interface NavItem {
  label: string;
  to: string;
  /** Which pages count as this section (the Users section owns every per-user page). */
  owns: string[];
  count?: (overview: AdminOverview) => number;
  /** Counts that ask for attention (work waiting) are coloured. */
  attention?: boolean;
}

const ITEMS: NavItem[] = [
  {
    label: 'Users',
    to: paths.dashboard,
    owns: [
      ROUTES.dashboard,
      ROUTES.userDetails,
      ROUTES.editUser,
      ROUTES.transferSettings,
      ROUTES.supportView,
      ROUTES.createTransaction,
      ROUTES.updateAccount,
      ROUTES.editTransaction,
      ROUTES.accountDetails,
    ],
    count: (overview) => overview.totalUsers,
  },
  {
    label: 'Inbox',
    to: paths.inbox,
    owns: [ROUTES.inbox, ROUTES.inboxRequest],
    count: (overview) => overview.supportRequests,
    attention: true,
  },
  {
    label: 'Review queue',
    to: paths.reviewQueue,
    owns: [ROUTES.reviewQueue],
    count: (overview) => overview.reviewQueue,
    attention: true,
  },
  {
    label: 'Verification reviews',
    to: paths.verificationReviews,
    owns: [ROUTES.verificationReviews],
  },
  { label: 'Check deposits', to: paths.checkDeposits, owns: [ROUTES.checkDeposits] },
  { label: 'Disputes', to: paths.disputes, owns: [ROUTES.disputes] },
  {
    label: 'Approvals',
    to: paths.approvals,
    owns: [ROUTES.approvals],
    count: (overview) => overview.pendingApprovals,
    attention: true,
  },
  { label: 'Audit log', to: paths.audit, owns: [ROUTES.audit] },
  { label: 'ACH files', to: paths.achBatches, owns: [ROUTES.achBatches, ROUTES.achBatch] },
  { label: 'Bank settings', to: paths.settings, owns: [ROUTES.settings] },
  { label: 'Releases', to: paths.releases, owns: [ROUTES.releases] },
];

/** The back office's own navigation, on every admin page: sections with live counts from the overview. */
export function AdminNav() {
  const { pathname } = useLocation();
  const overview = useOverview().data;
  return (
    <Box
      component="nav"
      aria-label="Back office"
      sx={{
        display: 'flex',
        gap: 1,
        mb: 3,
        pb: 1,
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        // Keep focus rings visible inside the scroller.
        px: 0.5,
        pt: 0.5,
      }}
    >
      {ITEMS.map((item) => {
        const current = item.owns.some((pattern) =>
          matchPath({ path: pattern, end: true }, pathname),
        );
        const count = item.count && overview ? item.count(overview) : null;
        return (
          <Button
            key={item.to}
            component={RouterLink}
            to={item.to}
            aria-current={current ? 'page' : undefined}
            variant={current ? 'contained' : 'text'}
            disableElevation
            size="small"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap', gap: 1 }}
          >
            {item.label}
            {count !== null ? (
              <Chip
                component="span"
                size="small"
                label={formatCount(count)}
                color={item.attention && count > 0 ? 'warning' : 'default'}
                sx={{
                  height: 20,
                  pointerEvents: 'none',
                  // On the filled (current) button, a chip in the button's own colours reads in light and dark themes.
                  ...(current && !(item.attention && count > 0)
                    ? { bgcolor: 'primary.contrastText', color: 'primary.main' }
                    : {}),
                }}
              />
            ) : null}
          </Button>
        );
      })}
    </Box>
  );
}
