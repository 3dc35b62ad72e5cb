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
import { useState } from 'react';
import type { AdminUserRow, AdminUserStatus } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  SearchField,
  SectionCard,
  useDebouncedValue,
} from '@vaultline/ui';
import { formatCount } from '@vaultline/ui';
import { StepUpChip, UserStatusChip } from '../../../components/status-chips';
import { fullName, UserAvatar } from '../../../components/user-avatar';
import { SEARCH_DEBOUNCE_MS, USERS_PAGE_SIZE } from '../../../config/constants';
import { paths } from '../../../config/paths';
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

/** The search, the status filter and the page (back to the first page when a filter changes). */
function useUserFilters() {
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
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  return { search, setSearch, status, setStatus, page, setPage, users };
}

/** Search by name or email, and a status filter. */
function UserFilters({ filters }: { filters: ReturnType<typeof useUserFilters> }) {
  return (
    <Grid container spacing={2} role="search" aria-label="Filter users" sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <SearchField
          placeholder="Search by name or email..."
          inputLabel="Search users"
          value={filters.search}
          onSearch={filters.setSearch}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          label="Status"
          value={filters.status}
          onChange={(event) => filters.setStatus(event.target.value as StatusFilter)}
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
  );
}

/** One page of users, dimmed while the next one loads. */
function UsersPage({
  items,
  fetching,
  onClose,
}: {
  items: AdminUserRow[];
  fetching: boolean;
  onClose: (user: AdminUserRow) => void;
}) {
  return (
    <TableContainer
      sx={{ overflowX: 'auto', opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={fetching}
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
          {items.map((user) => (
            <UserRow key={user.id} user={user} onClose={onClose} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** "Showing 1 - 8 of 20 users" and the page buttons. */
function UsersPager({
  total,
  shown,
  page,
  onPage,
}: {
  total: number;
  shown: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const first = shown > 0 ? (page - 1) * USERS_PAGE_SIZE + 1 : 0;
  const last = first + shown - (shown > 0 ? 1 : 0);
  const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 };
  return (
    <Box sx={{ ...row, justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {`Showing ${first} - ${last} of ${formatCount(total)} users`}
      </Typography>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          siblingCount={0}
          aria-label="User pages"
        />
      ) : null}
    </Box>
  );
}

/** User management: search by name or email, status filter, 8 per page, View and Close. */
export function UsersTable() {
  const filters = useUserFilters();
  const { users, page } = filters;
  const [closing, setClosing] = useState<AdminUserRow | null>(null);
  const data = users.data;
  return (
    <SectionCard title="User Management">
      <UserFilters filters={filters} />
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
          <UsersPage items={data.items} fetching={users.isFetching} onClose={setClosing} />
          <UsersPager
            total={data.total}
            shown={data.items.length}
            page={page}
            onPage={filters.setPage}
          />
        </>
      ) : null}
      <CloseUserDialog
        user={closing}
        onClose={() => setClosing(null)}
        onClosed={() => setClosing(null)}
      />
    </SectionCard>
  );
}
