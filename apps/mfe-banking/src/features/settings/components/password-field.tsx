import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { PASSWORD_MAX_LENGTH } from '@vaultline/contracts';
import { useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** A password input with show/hide. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  disabled = false,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      disabled={disabled}
      required
      fullWidth
      slotProps={{
        htmlInput: { maxLength: PASSWORD_MAX_LENGTH },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShown(!shown)}
                edge="end"
                aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
