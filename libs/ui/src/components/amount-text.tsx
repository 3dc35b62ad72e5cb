import { Typography, type TypographyProps } from '@mui/material';
import { formatSignedUsd, formatUsd, type MinorUnits } from '@vaultline/money';

interface AmountTextProps extends Omit<TypographyProps, 'children'> {
  amountMinor: MinorUnits;
  signed?: boolean;
}

/** An amount from integer minor units, formatted as USD. */
export function AmountText({ amountMinor, signed = false, ...props }: AmountTextProps) {
  return (
    <Typography {...props}>
      {signed ? formatSignedUsd(amountMinor) : formatUsd(amountMinor)}
    </Typography>
  );
}
