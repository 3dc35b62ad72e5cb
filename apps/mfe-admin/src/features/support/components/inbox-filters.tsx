import { Checkbox, FormControlLabel, Grid, MenuItem, TextField } from '@mui/material';
import { SUPPORT_CATEGORIES, type AdminSupportQuery } from '@vaultline/contracts';
import { useAssignees } from '../api/inbox';

/** What the inbox shows; the API's query with 'all' for "no filter". */
export interface InboxFilterValues {
  status: 'open' | 'resolved' | 'archived' | 'all';
  category: keyof typeof SUPPORT_CATEGORIES | 'all';
  assignee: string;
  overdue: boolean;
}

export const DEFAULT_FILTERS: InboxFilterValues = {
  status: 'open',
  category: 'all',
  assignee: 'all',
  overdue: false,
};

export function inboxQuery(filters: InboxFilterValues): AdminSupportQuery {
  return {
    status: filters.status === 'all' ? undefined : filters.status,
    category: filters.category === 'all' ? undefined : filters.category,
    assignee: filters.assignee === 'all' ? undefined : filters.assignee,
    overdue: filters.overdue ? 'true' : undefined,
  };
}

const STATUSES = [
  ['open', 'Open'],
  ['resolved', 'Resolved'],
  ['archived', 'Closed'],
  ['all', 'All'],
] as const;

/** Status, category, assignee (anyone, me, nobody, a colleague) and "overdue only". */
export function InboxFilters({
  value,
  onChange,
}: {
  value: InboxFilterValues;
  onChange(next: InboxFilterValues): void;
}) {
  const staff = useAssignees().data?.staff ?? [];
  const select = (
    label: string,
    field: 'status' | 'category' | 'assignee',
    options: ReadonlyArray<readonly [string, string]>,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value[field]}
      onChange={(event) => onChange({ ...value, [field]: event.target.value })}
    >
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Grid container spacing={2} role="search" aria-label="Filter the inbox" sx={{ mb: 2 }}>
      <Grid size={{ xs: 6, md: 3 }}>{select('Status', 'status', STATUSES)}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        {select('Category', 'category', [['all', 'All'], ...Object.entries(SUPPORT_CATEGORIES)])}
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        {select('Assignee', 'assignee', [
          ['all', 'Anyone'],
          ['me', 'Me'],
          ['none', 'Nobody'],
          ...staff.map((person) => [person.id, person.name] as const),
        ])}
      </Grid>
      <Grid size={{ xs: 6, md: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={value.overdue}
              onChange={(event) => onChange({ ...value, overdue: event.target.checked })}
            />
          }
          label="Overdue only"
        />
      </Grid>
    </Grid>
  );
}
