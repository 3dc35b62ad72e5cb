import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import {
  Box,
  Button,
  Chip,
  Grid,
  MenuItem,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminUserRow, AdminUserStatus } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { useState } from 'react';
import { useRefreshOverview } from '../../../app/overview-context';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  SearchField,
  SectionCard,
  useDebouncedValue,
} from '@vaultline/ui';
import { StepUpChip, UserStatusChip } from '../../../components/status-chips';
import { fullName, UserAvatar } from '../../../components/user-avatar';
import { SEARCH_DEBOUNCE_MS, USERS_PAGE_SIZE } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { useUsers } from '../api/get-users';
import { CloseUserDialog } from './close-user-dialog';

type StatusFilter = AdminUserStatus | 'all';

const STATUSES: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'pending', label: 'Pending' },
  { value: 'closed', label: 'Closed' },
];

function UserRow({ user, onClose }: { user: AdminUserRow; onClose(user: AdminUserRow): void }) {
  const name = fullName(user);
  return (
    <TableRow hover>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <UserAvatar user={user} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
        </Box>
      </TableCell>
      <TableCell>
        <StepUpChip on={user.stepUpRequired} />
      </TableCell>
      <TableCell>
        <UserStatusChip status={user.status} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatUsd(user.totalBalanceMinor)}
      </TableCell>
      <TableCell>
        <LinkButton
          to={paths.userDetails(user.id)}
          size="small"
          variant="outlined"
          aria-label={`View ${name}`}
        >
          View
        </LinkButton>
      </TableCell>
      <TableCell>
        {user.role === 'admin' ? (
          <Chip component="span" size="small" color="primary" variant="outlined" label="Admin" />
        ) : user.status === 'closed' ? (
          <Typography variant="body2" color="text.secondary" aria-label="No actions: closed">
            —
          </Typography>
        ) : (
          <Button
            size="small"
            color="error"
            onClick={() => onClose(user)}
            aria-label={`Close ${name}`}
          >
            Close
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** User management: search by name or email, status filter, 8 per page, View and Close. */
export function UsersTable() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filterKey = JSON.stringify([debouncedSearch, status]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  // New filters start again from the first page (also when returning to earlier filters).
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const users = useUsers({
    search: debouncedSearch || undefined,
    status: status === 'all' ? undefined : status,
    page,
    pageSize: USERS_PAGE_SIZE,
  });
  const refreshOverview = useRefreshOverview();
  const [closing, setClosing] = useState<AdminUserRow | null>(null);

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;
  const first = data && data.items.length > 0 ? (page - 1) * USERS_PAGE_SIZE + 1 : 0;
  const last = data ? first + data.items.length - (data.items.length > 0 ? 1 : 0) : 0;

  return (
    <SectionCard title="User Management">
      <Grid container spacing={2} role="search" aria-label="Filter users" sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SearchField
            placeholder="Search by name or email..."
            inputLabel="Search users"
            value={search}
            onSearch={setSearch}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            fullWidth
          >
            {STATUSES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>

      {users.error ? (
        <ErrorState
          title="We couldn't load the users."
          message={users.error.message}
          onRetry={users.refetch}
        />
      ) : null}
      {users.isLoading ? (
        <ListSkeleton rows={USERS_PAGE_SIZE} height={52} label="Loading users" />
      ) : null}
      {data && data.items.length === 0 ? (
        <EmptyState icon={<PersonSearchOutlinedIcon />} text="No users match your search." />
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <TableContainer
            sx={{
              overflowX: 'auto',
              opacity: users.isFetching ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
            aria-busy={users.isFetching}
          >
            <Table aria-label="Users" size="small" sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>User</TableCell>
                  <TableCell>Step-up</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Balance</TableCell>
                  <TableCell>View</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((user) => (
                  <UserRow key={user.id} user={user} onClose={setClosing} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              mt: 2,
            }}
          >
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {`Showing ${first} - ${last} of ${formatCount(data.total)} users`}
            </Typography>
            {pages > 1 ? (
              <Pagination
                count={pages}
                page={page}
                onChange={(_event, next) => setPaging({ key: filterKey, page: next })}
                color="primary"
                siblingCount={0}
                aria-label="User pages"
              />
            ) : null}
          </Box>
        </>
      ) : null}

      <CloseUserDialog
        user={closing}
        onClose={() => setClosing(null)}
        onClosed={() => {
          setClosing(null);
          users.refetch();
          refreshOverview();
        }}
      />
    </SectionCard>
  );
}
