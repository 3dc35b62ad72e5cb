import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { EXTERNAL_ACCOUNT_TYPES, type ExternalAccountType } from '@vaultline/contracts';
import {
  ACCOUNT_DIGITS_MAX,
  HOLDER_NAME_MAX,
  ROUTING_DIGITS,
  routingProblem,
  type LinkDraft,
} from '../lib/link-form';

const TYPE_LABELS: Record<ExternalAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
};

interface LinkDetailsFieldsProps {
  draft: LinkDraft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(draft: LinkDraft): void;
}

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The other bank's account: routing number (ABA-checked as typed), account number, holder, type. */
export function LinkDetailsFields({ draft, errors, disabled, onChange }: LinkDetailsFieldsProps) {
  const typeLabelId = useId();
  const routing = errors['routingNumber'] ?? routingProblem(draft.routingNumber);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        label="Routing number"
        value={draft.routingNumber}
        onChange={(event) =>
          onChange({ ...draft, routingNumber: digitsOnly(event.target.value, ROUTING_DIGITS) })
        }
        error={!!routing}
        helperText={routing ?? 'The 9 digits at the bottom left of a check from that bank.'}
        required
        disabled={disabled}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: ROUTING_DIGITS, inputMode: 'numeric' } }}
      />
      <TextField
        label="Account number"
        value={draft.accountNumber}
        onChange={(event) =>
          onChange({ ...draft, accountNumber: digitsOnly(event.target.value, ACCOUNT_DIGITS_MAX) })
        }
        error={!!errors['accountNumber']}
        helperText={errors['accountNumber'] ?? '4 to 17 digits.'}
        required
        disabled={disabled}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: ACCOUNT_DIGITS_MAX, inputMode: 'numeric' } }}
      />
      <TextField
        label="Account holder name"
        value={draft.holderName}
        onChange={(event) => onChange({ ...draft, holderName: event.target.value })}
        error={!!errors['holderName']}
        helperText={
          errors['holderName'] ?? `As that bank knows it, up to ${HOLDER_NAME_MAX} characters.`
        }
        required
        disabled={disabled}
        fullWidth
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: HOLDER_NAME_MAX } }}
      />
      <FormControl disabled={disabled} error={!!errors['accountType']}>
        <FormLabel id={typeLabelId}>Account type</FormLabel>
        <RadioGroup
          row
          aria-labelledby={typeLabelId}
          value={draft.accountType}
          onChange={(event) =>
            onChange({ ...draft, accountType: event.target.value as ExternalAccountType })
          }
        >
          {EXTERNAL_ACCOUNT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={TYPE_LABELS[type]}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
