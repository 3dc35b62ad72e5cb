import {
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountSummary } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { useAccounts } from '../../../api/get-accounts';
import { RefusalAlert } from '../../../components/refusal-alert';
import { paths } from '../../../config/paths';
import { useCards } from '../api/cards';
import { useRequestCard } from '../hooks/use-request-card';

function AccountChoice({ accounts }: { accounts: AccountSummary[] }) {
  const form = useRequestCard(accounts.map((account) => account.id));
  const labelId = useId();
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Request a card"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <FormControl error={!!form.problem} required disabled={form.pending}>
        <FormLabel id={labelId}>Account the card spends from</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={form.accountId}
          onChange={(event) => form.choose(event.target.value)}
        >
          {accounts.map((account) => (
            <FormControlLabel
              key={account.id}
              value={account.id}
              control={<Radio />}
              label={`${account.name} •••• ${account.numberLast4} · ${formatUsd(account.balanceMinor)}`}
            />
          ))}
        </RadioGroup>
        {form.problem ? <FormHelperText>{form.problem}</FormHelperText> : null}
      </FormControl>
      <RefusalAlert refusal={form.refusal} identityNeeded={form.identityNeeded} />
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={form.pending}
          startIcon={form.pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {form.pending ? 'Issuing…' : 'Issue card'}
        </Button>
      </div>
    </Stack>
  );
}

/** Why no card can be issued: every checking account has one, or there is no checking account. */
function NoEligibleAccount({ hasChecking }: { hasChecking: boolean }) {
  if (hasChecking)
    return (
      <EmptyState
        text="Each of your checking accounts already has a card. One account has one open card at a time."
        action={
          <LinkButton to={paths.manageCards} variant="contained">
            Manage your cards
          </LinkButton>
        }
      />
    );
  return (
    <EmptyState
      text="Cards are issued on checking accounts, and you have no open checking account."
      action={
        <LinkButton to={paths.createAccount} variant="contained">
          Open a checking account
        </LinkButton>
      }
    />
  );
}

/** /cards/request: a virtual debit card on one of the customer's checking accounts. */
export function RequestCardPage() {
  const cards = useCards();
  const accounts = useAccounts();
  const error = cards.error ?? accounts.error;
  const open = (accounts.data?.accounts ?? []).filter((account) => account.status === 'active');
  const eligibleIds = cards.data?.eligibleAccountIds ?? [];
  const eligible = open.filter((account) => eligibleIds.includes(account.id));
  const hasChecking = open.some((account) => account.type === 'checking');
  const retry = () => {
    cards.refetch();
    accounts.refetch();
  };
  return (
    <>
      <PageHeading
        title="Request a Card"
        subtitle="A virtual debit card that spends straight from your checking account."
      />
      <SectionCard title="Your new card" sx={{ maxWidth: 720 }}>
        <Typography sx={{ mb: 2 }}>
          The card is virtual: there is no plastic card. You can use it at once to pay online with
          its number, which you see after a security code. Adding it to a phone wallet is coming
          soon. You can freeze it or set its limits on{' '}
          <Link component={RouterLink} to={paths.manageCards}>
            Manage Cards
          </Link>
          .
        </Typography>
        {error ? (
          <ErrorState
            title="We couldn't load your accounts."
            message={error.message}
            onRetry={retry}
          />
        ) : null}
        {!error && (!cards.data || !accounts.data) ? (
          <ListSkeleton rows={2} height={48} label="Loading your accounts" />
        ) : null}
        {cards.data && accounts.data && eligible.length > 0 ? (
          <AccountChoice accounts={eligible} />
        ) : null}
        {cards.data && accounts.data && eligible.length === 0 ? (
          <NoEligibleAccount hasChecking={hasChecking} />
        ) : null}
      </SectionCard>
    </>
  );
}
