import { TextField, type TextFieldProps } from '@mui/material';
import { PIN_LENGTH } from '../config/constants';

type PinFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange(value: string): void;
};

/** A 4-digit PIN: masked, numeric keypad on phones, at most 4 characters (spec: max length 4). */
export function PinField({ value, onChange, slotProps, ...props }: PinFieldProps) {
  return (
    <TextField
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, PIN_LENGTH))}
      autoComplete="off"
      fullWidth
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: PIN_LENGTH, inputMode: 'numeric', pattern: '[0-9]*' },
      }}
      {...props}
    />
  );
}
