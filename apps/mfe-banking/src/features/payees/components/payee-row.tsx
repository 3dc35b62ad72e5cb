import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { Payee } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { formatDateTime, LinkButton } from '@vaultline/ui';
import { payeeTitle } from '../../../api/payees';
import { paths } from '../../../config/paths';

const CHECK_LABELS = {
  match: 'Name matches',
  close_match: 'Name close',
  no_match: 'Name does not match',
  not_checked: 'Other bank: name not checked',
} as const;

interface PayeeRowProps {
  payee: Payee;
  onRename(payee: Payee): void;
  onRemove(payee: Payee): void;
}

/** While the payee is in its first window: how much more it may receive, and until when (local time). */
function firstWindowText(payee: Payee): string | null {
  const { coolingUntil, newPayeeRemainingMinor } = payee;
  if (!coolingUntil || newPayeeRemainingMinor === null) return null;
  if (new Date(coolingUntil).getTime() <= Date.now()) return null;
  return `New to you: they can receive ${formatUsd(newPayeeRemainingMinor)} more from you until ${formatDateTime(coolingUntil)}.`;
}

/** One payee: who, where, the name check, what it may still receive while new, and what can be done. */
export function PayeeRow({ payee, onRename, onRemove }: PayeeRowProps) {
  const title = payeeTitle(payee);
  const firstWindow = firstWindowText(payee);
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
        </Stack>
        {firstWindow ? (
          <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
            {firstWindow}
          </Typography>
        ) : null}
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
