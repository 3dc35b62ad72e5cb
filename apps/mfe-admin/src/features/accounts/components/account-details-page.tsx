import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ACCOUNT_TYPE_LABELS, type AdminAccountDetail } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';
import {
  AccountStatusChip,
  AmountText,
  BackButton,
  EmptyState,
  ErrorState,
  LinkButton,
  MaskedNumber,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { useAdminAccount } from '../../../api/get-account';
import { InfoList, InfoRow } from '../../../components/info-list';
import { PageSkeleton } from '../../../components/page-skeleton';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { CloseAccountDialog } from './close-account-dialog';
import { StatementCards } from './statement-cards';

function BalanceCard({
  account,
  userId,
  onClose,
}: {
  account: AdminAccountDetail;
  userId: string;
  onClose(): void;
}) {
  const active = account.status === 'active';
  return (
    <Card variant="outlined">
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: { xs: 2, sm: 3 },
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Available Balance
          </Typography>
          <AmountText amountMinor={account.balanceMinor} variant="h4" sx={{ fontWeight: 700 }} />
        </Box>
        {active ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            <LinkButton
              to={paths.updateAccount(account.id, userId)}
              variant="contained"
              startIcon={<AddCardOutlinedIcon />}
            >
              Post Adjustment
            </LinkButton>
            <Button variant="outlined" color="error" onClick={onClose}>
              Close Account
            </Button>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Subtitle({ account }: { account: AdminAccountDetail }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <MaskedNumber value={account.number} />
      <AccountStatusChip status={account.status} />
    </Box>
  );
}

/** A customer's statements as staff open them (each opening is audited). */
const staffStatements = (ownerId: string, accountId: string) =>
  `/admin/users/${encodeURIComponent(ownerId)}/accounts/${encodeURIComponent(accountId)}/statements`;

/** /admin-account-details/:accountId/:userId — balance, Post Adjustment, Close Account, and the account's details. */
export function AccountDetailsPage() {
  const { accountId = '', userId = '' } = useParams();
  const navigate = useNavigate();
  const account = useAdminAccount(accountId);
  const [closing, setClosing] = useState(false);
  const data = account.data;
  const notFound = account.error?.status === 404;

  return (
    <>
      <BackButton to={paths.userDetails(userId)} label="Back to User Details" />
      <PageHeading
        title={data?.name ?? 'Account Details'}
        subtitle={data ? <Subtitle account={data} /> : undefined}
      />
      {notFound ? (
        <EmptyState text="We couldn't find this account. The link may be wrong." />
      ) : null}
      {account.error && !notFound ? (
        <ErrorState
          title="We couldn't load this account."
          message={account.error.message}
          onRetry={account.refetch}
        />
      ) : null}
      {account.isLoading ? <PageSkeleton label="Loading account" blocks={[120, 220]} /> : null}
      {data ? (
        <Stack spacing={3}>
          <BalanceCard account={data} userId={userId} onClose={() => setClosing(true)} />
          <SectionCard title="Account Information">
            <InfoList>
              <InfoRow label="Account Type" value={ACCOUNT_TYPE_LABELS[data.type]} />
              <InfoRow label="Full Account Number" value={data.number} />
              <InfoRow label="Routing Number" value={data.routingNumber} />
              <InfoRow label="Opened" value={formatDate(data.openedAt)} />
              {data.closedAt ? <InfoRow label="Closed" value={formatDate(data.closedAt)} /> : null}
              <InfoRow
                label="Owner"
                value={
                  <Link component={RouterLink} to={paths.userDetails(data.owner.id)}>
                    {`${fullName(data.owner)} (${data.owner.email})`}
                  </Link>
                }
              />
            </InfoList>
          </SectionCard>
          <StatementCards base={staffStatements(data.owner.id, data.id)} />
        </Stack>
      ) : null}
      <CloseAccountDialog
        account={closing && data ? data : null}
        onClose={() => setClosing(false)}
        onClosed={() => {
          setClosing(false);
          navigate(paths.userDetails(userId));
        }}
      />
    </>
  );
}
