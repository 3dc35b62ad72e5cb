import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { Payee } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { formatDateTime, LinkButton } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { payeeTitle } from '../../../api/payees';

const CHECK_LABELS = {
  match: 'Name matches',
  close_match: 'Name close',
  no_match: 'Name does not match',
  not_checked: 'Other bank: name not checked',
} as const;

interface PayeeRowProps {
  payee: Payee;
  limitMinor: number;
  onRename(payee: Payee): void;
  onRemove(payee: Payee): void;
}

/** One payee: who, where, the name check, the cooling-off while new, and what can be done. */
export function PayeeRow({ payee, limitMinor, onRename, onRemove }: PayeeRowProps) {
  const title = payeeTitle(payee);
  const cooling = payee.coolingUntil && new Date(payee.coolingUntil) > new Date();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      aria-label={title}
      sx={{
        py: 2,
        alignItems: { md: 'center' },
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {payee.label ? `${payee.name} · ` : ''}•••• {payee.accountNumber.slice(-4)} · routing{' '}
          {payee.routingNumber}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
          {payee.nameCheck ? (
            <Chip size="small" variant="outlined" label={CHECK_LABELS[payee.nameCheck]} />
          ) : (
            <Chip size="small" variant="outlined" label="Paid before" />
          )}
          {cooling ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={
                `New: at most ${formatUsd(limitMinor)} per payment ` +
                `until ${formatDateTime(payee.coolingUntil ?? '')}`
              }
            />
          ) : null}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1}>
        <LinkButton to={paths.transferToPayee(payee.id)} variant="contained" size="small">
          Pay
        </LinkButton>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onRename(payee)}
          aria-label={`Rename ${title}`}
        >
          Rename
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => onRemove(payee)}
          aria-label={`Remove ${title}`}
        >
          Remove
        </Button>
      </Stack>
    </Stack>
  );
}
