import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange(value: string): void;
};

/**
 * An amount typed in dollars ("1,250.50"): kept as text and parsed to integer cents with
 * parseUsdToMinor by the form, so no float ever carries money.
 */
export function MoneyField({ value, onChange, slotProps, ...props }: MoneyFieldProps) {
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      autoComplete="off"
      slotProps={{
        ...slotProps,
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', maxLength: 20 },
      }}
      {...props}
    />
  );
}
