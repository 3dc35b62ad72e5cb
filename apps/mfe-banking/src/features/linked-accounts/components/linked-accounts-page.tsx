import AddLinkIcon from '@mui/icons-material/AddLink';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import type { LinkedAccount } from '@vaultline/contracts';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { useLinkedAccounts } from '../../../api/get-linked-accounts';
import { BlockedExternalAlert } from '../../../components/blocked-external-alert';
import { paths } from '../../../config/paths';
import { LinkAccountDialog } from './link-account-dialog';
import { LinkedAccountRow } from './linked-account-row';
import { UnlinkDialog } from './unlink-dialog';
import { VerifyLinkDialog } from './verify-link-dialog';

const NO_LINKS =
  'No linked accounts yet. Link an account you hold at another bank to add money from it or send money to it.';

function LinkedAccountList({
  accounts,
  onVerify,
  onUnlink,
}: {
  accounts: LinkedAccount[];
  onVerify(account: LinkedAccount): void;
  onUnlink(account: LinkedAccount): void;
}) {
  return (
    <>
      <Box component="ul" aria-label="Linked accounts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {accounts.map((account) => (
          <LinkedAccountRow
            key={account.id}
            account={account}
            onVerify={onVerify}
            onUnlink={onUnlink}
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        An account is verified once you type back the two small deposits we sent it.
      </Typography>
    </>
  );
}

/** /linked-accounts: accounts at other banks (link with a code, verify two deposits, unlink). */
export function LinkedAccountsPage() {
  const query = useLinkedAccounts();
  const [linking, setLinking] = useState(false);
  const [verifyingId, setVerifyingId] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<LinkedAccount | null>(null);
  const data = query.data;
  const accounts = (data?.accounts ?? []).filter((account) => account.status !== 'unlinked');
  const blocked = data !== undefined && !data.canMoveExternally;
  // The verify dialog reads the account from the list, so a wrong try shows the tries left at once.
  const verifying = accounts.find((account) => account.id === verifyingId) ?? null;
  return (
    <>
      <PageHeading
        title="Linked accounts"
        subtitle="Your accounts at other banks, to add money from and send money to."
        actions={
          <Button
            variant="contained"
            startIcon={<AddLinkIcon />}
            disabled={!data || blocked}
            onClick={() => setLinking(true)}
          >
            Link an account
          </Button>
        }
      />
      {blocked ? <BlockedExternalAlert reason={data.blockedReason} /> : null}
      <SectionCard
        title="Your linked accounts"
        action={
          accounts.some((account) => account.status === 'verified') ? (
            <LinkButton to={paths.addMoney} variant="outlined" size="small">
              Add money
            </LinkButton>
          ) : undefined
        }
      >
        {query.isLoading ? (
          <ListSkeleton rows={2} height={72} label="Loading linked accounts" />
        ) : null}
        {query.error ? (
          <ErrorState
            title="We couldn't load your linked accounts."
            message={query.error.message}
            onRetry={query.refetch}
          />
        ) : null}
        {data && accounts.length === 0 ? <EmptyState text={NO_LINKS} /> : null}
        {accounts.length > 0 ? (
          <LinkedAccountList
            accounts={accounts}
            onVerify={(account) => setVerifyingId(account.id)}
            onUnlink={setUnlinking}
          />
        ) : null}
      </SectionCard>
      <LinkAccountDialog open={linking} onClose={() => setLinking(false)} />
      <VerifyLinkDialog
        key={verifying?.id ?? 'none'}
        account={verifying}
        simulatedNetwork={data?.simulatedNetwork ?? false}
        onClose={() => setVerifyingId(null)}
      />
      <UnlinkDialog account={unlinking} onClose={() => setUnlinking(null)} />
    </>
  );
}
