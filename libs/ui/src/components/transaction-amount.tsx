import { Typography, type TypographyProps } from '@mui/material';
import type { TransactionType } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';

/** Spec §4 amount colours: credit green, debit red, transfer blue. */
const TYPE_COLORS: Record<TransactionType, string> = {
  credit: 'success.main',
  debit: 'error.main',
  transfer: 'info.main',
};

/** "+$10.00" for money in, "−$10.00" (a true minus sign) for money out. */
export function signedAmount(amountMinor: number): string {
  if (amountMinor === 0) return formatUsd(0);
  return amountMinor > 0 ? `+${formatUsd(amountMinor)}` : `\u2212${formatUsd(-amountMinor)}`;
}

interface TransactionAmountProps extends Omit<TypographyProps, 'children' | 'color'> {
  amountMinor: number;
  type: TransactionType;
}

/** A statement line's signed amount in its type's colour. */
export function TransactionAmount({ amountMinor, type, sx, ...props }: TransactionAmountProps) {
  return (
    <Typography
      component="span"
      sx={{ color: TYPE_COLORS[type], fontWeight: 600, whiteSpace: 'nowrap', ...sx }}
      {...props}
    >
      {signedAmount(amountMinor)}
    </Typography>
  );
}
