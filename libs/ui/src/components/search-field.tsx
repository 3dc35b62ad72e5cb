import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

type SearchFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'slotProps'> & {
  value: string;
  onSearch(value: string): void;
  /** The accessible name when the field has a placeholder instead of a label. */
  inputLabel?: string;
};

/** A search box with the magnifier icon; at most 100 characters, as the list endpoints accept. */
export function SearchField({ value, onSearch, inputLabel, ...props }: SearchFieldProps) {
  return (
    <TextField
      {...props}
      type="search"
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100, ...(inputLabel ? { 'aria-label': inputLabel } : {}) },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
