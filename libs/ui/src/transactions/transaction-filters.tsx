import { Grid, MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import type { TransactionType } from '@vaultline/contracts';
import type { HistorySort } from '@vaultline/data-access';
import { SearchField } from '../components/search-field';

const TYPES: Array<{ value: TransactionType | 'all'; label: string }> = [
  { value: 'all', label: 'All Types' },
  { value: 'credit', label: 'Credit' },
  { value: 'debit', label: 'Debit' },
  { value: 'transfer', label: 'Transfer' },
];

const SORTS: Array<{ value: HistorySort; label: string }> = [
  { value: 'date', label: 'Date' },
  { value: 'amount', label: 'Amount' },
  { value: 'description', label: 'Description' },
];

interface TransactionFiltersProps {
  search: string;
  type: TransactionType | 'all';
  sort: HistorySort;
  onSearch(search: string): void;
  onType(type: TransactionType | 'all'): void;
  onSort(sort: HistorySort): void;
  sx?: SxProps<Theme>;
}

/** Search (description or category), type filter (All Types, Credit, Debit, Transfer) and sort (Date, Amount, Description). */
export function TransactionFilters({
  search,
  type,
  sort,
  onSearch,
  onType,
  onSort,
  sx,
}: TransactionFiltersProps) {
  return (
    <Grid container spacing={2} role="search" aria-label="Filter transactions" sx={sx}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SearchField
          placeholder="Search transactions..."
          inputLabel="Search transactions"
          value={search}
          onSearch={onSearch}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          select
          label="Type"
          value={type}
          onChange={(event) => onType(event.target.value as TransactionType | 'all')}
          fullWidth
        >
          {TYPES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          select
          label="Sort by"
          value={sort}
          onChange={(event) => onSort(event.target.value as HistorySort)}
          fullWidth
        >
          {SORTS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
