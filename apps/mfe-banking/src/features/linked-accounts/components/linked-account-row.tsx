import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { LinkedAccount, LinkStatus } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';

const STATUS: Record<
  LinkStatus,
  { label: string; color: 'warning' | 'success' | 'error' | 'default' }
> = {
  awaiting_micro_deposits: { label: 'Awaiting deposits', color: 'warning' },
  verified: { label: 'Verified', color: 'success' },
  failed: { label: 'Verification failed', color: 'error' },
  unlinked: { label: 'Unlinked', color: 'default' },
};

const TYPE_LABELS = { checking: 'Checking', savings: 'Savings' } as const;

/** "Checking •••• 6789": how a linked account is named in its row, buttons and dialogs. */
export function linkedAccountName(account: LinkedAccount): string {
  return `${TYPE_LABELS[account.accountType]} •••• ${account.accountNumberLast4}`;
}

function StatusLine({ account }: { account: LinkedAccount }) {
  if (account.status === 'awaiting_micro_deposits') {
    const arrive = account.microDepositsArriveAt;
    return (
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {arrive
          ? `Two small deposits arrive by ${formatDate(arrive)}. `
          : 'Two small deposits are on their way. '}
        {`${account.triesLeft} ${account.triesLeft === 1 ? 'try' : 'tries'} left to type them.`}
      </Typography>
    );
  }
  if (account.status === 'failed') {
    return (
      <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
        Verification failed — link it again.
      </Typography>
    );
  }
  if (account.status === 'verified' && account.verifiedAt) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`Verified on ${formatDate(account.verifiedAt)}: money can move to and from it.`}
      </Typography>
    );
  }
  return null;
}

interface LinkedAccountRowProps {
  account: LinkedAccount;
  onVerify(account: LinkedAccount): void;
  onUnlink(account: LinkedAccount): void;
}

/** One linked account: bank routing, holder, type, last 4, status, and what can be done now. */
export function LinkedAccountRow({ account, onVerify, onUnlink }: LinkedAccountRowProps) {
  const name = linkedAccountName(account);
  const status = STATUS[account.status];
  return (
    <Stack
      component="li"
      aria-label={name}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{
        py: 2,
        alignItems: { md: 'center' },
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Chip size="small" color={status.color} label={status.label} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${account.holderName} · routing ${account.routingNumber}`}
        </Typography>
        <StatusLine account={account} />
      </Box>
      <Stack direction="row" spacing={1}>
        {account.status === 'awaiting_micro_deposits' ? (
          <Button
            size="small"
            variant="contained"
            onClick={() => onVerify(account)}
            aria-label={`Verify ${name}`}
          >
            Verify
          </Button>
        ) : null}
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => onUnlink(account)}
          aria-label={`Unlink ${name}`}
        >
          Unlink
        </Button>
      </Stack>
    </Stack>
  );
}
