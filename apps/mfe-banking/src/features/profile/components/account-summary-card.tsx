import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ACCOUNT_TYPE_LABELS, type AccountSummary } from '@vaultline/contracts';
import { formatDate, formatUsd } from '@vaultline/money';
import { ErrorState, maskNumber, SectionCard } from '@vaultline/ui';
import { useAccount } from '../../../api/get-account';
import { useAccounts } from '../../../api/get-accounts';
import { useTransferLimits } from '../../../api/get-transfer-limits';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 500, textAlign: 'right' }}>{children}</Box>
    </Box>
  );
}

/** The first account's number, masked; the full number is fetched only when the customer asks to see it. */
function AccountNumber({ account }: { account: AccountSummary }) {
  const [shown, setShown] = useState(false);
  const detail = useAccount(account.id, { enabled: shown });
  const full = shown ? detail.data?.number : undefined;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <span>
        {full ?? (shown && detail.isLoading ? 'Loading...' : maskNumber(account.numberLast4))}
      </span>
      <IconButton
        size="small"
        onClick={() => setShown(!shown)}
        aria-label={shown ? 'Hide account number' : 'Show account number'}
        aria-pressed={shown}
      >
        {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

function TierRow() {
  const limits = useTransferLimits();
  if (!limits.data) return null;
  const tier = limits.data.tier === 'premium' ? 'Premium' : 'Standard';
  return (
    <Row label="Transfer limit">{`${tier} · ${formatUsd(limits.data.dailyLimitMinor)} a day`}</Row>
  );
}

/** Account Summary: first account number (show/hide), Member Since, Account Type and the limit tier. */
export function AccountSummaryCard({ memberSince }: { memberSince: string }) {
  const accounts = useAccounts();
  const first = accounts.data?.accounts[0];
  return (
    <SectionCard title="Account Summary">
      {accounts.error ? (
        <ErrorState title="We couldn't load your accounts." onRetry={accounts.refetch} />
      ) : null}
      <Stack spacing={1.5}>
        <Row label="Account Number">
          {accounts.isLoading ? (
            <Skeleton width={100} />
          ) : first ? (
            <AccountNumber account={first} />
          ) : (
            'No account yet'
          )}
        </Row>
        <Row label="Member Since">{formatDate(memberSince)}</Row>
        <Row label="Account Type">
          {accounts.isLoading ? (
            <Skeleton width={80} />
          ) : first ? (
            ACCOUNT_TYPE_LABELS[first.type]
          ) : (
            'No account yet'
          )}
        </Row>
        <TierRow />
      </Stack>
    </SectionCard>
  );
}
