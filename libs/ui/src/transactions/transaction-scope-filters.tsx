import { Grid, MenuItem, TextField } from '@mui/material';

/** An account the history can be narrowed to, as the filter names it. */
export interface ScopeAccount {
  id: string;
  label: string;
}

interface TransactionScopeFiltersProps {
  /** The accounts to choose from; without them there is no account filter (one account's page). */
  accounts?: ScopeAccount[];
  accountId: string;
  onAccount?(accountId: string): void;
  from: string;
  to: string;
  /** One end changed (only that end: two quick changes must not undo each other). */
  onRange(change: { from: string } | { to: string }): void;
  /** Why the dates cannot be used as they are (shown under "To"). */
  rangeError?: string | null;
}

/** Whether a range's days are in order (an empty end is open). */
export function rangeErrorOf(range: { from: string; to: string }): string | null {
  return range.from && range.to && range.from > range.to
    ? 'The start date must be on or before the end date'
    : null;
}

/** Account (All accounts or one) and a range of days, both ends included, in UTC. */
export function TransactionScopeFilters({
  accounts,
  accountId,
  onAccount,
  from,
  to,
  onRange,
  rangeError,
}: TransactionScopeFiltersProps) {
  const dateField = (field: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      label={label}
      value={field === 'from' ? from : to}
      onChange={(event) =>
        onRange(field === 'from' ? { from: event.target.value } : { to: event.target.value })
      }
      error={field === 'to' && Boolean(rangeError)}
      helperText={field === 'to' && rangeError ? rangeError : 'UTC'}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
  return (
    <Grid container spacing={2} role="group" aria-label="Account and dates">
      {accounts && onAccount ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            label="Account"
            value={accountId}
            onChange={(event) => onAccount(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <MenuItem value="">All accounts</MenuItem>
            {accountId && !accounts.some((account) => account.id === accountId) ? (
              <MenuItem value={accountId}>The account in the link</MenuItem>
            ) : null}
            {accounts.map((account) => (
              <MenuItem key={account.id} value={account.id}>
                {account.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ) : null}
      <Grid size={{ xs: 6, md: 3 }}>{dateField('from', 'From')}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>{dateField('to', 'To')}</Grid>
    </Grid>
  );
}
