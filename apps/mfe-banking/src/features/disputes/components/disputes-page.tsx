import {
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DISPUTE_REASONS, type Dispute } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { EmptyState, ErrorState, ListSkeleton, PageHeading, SectionCard } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useDisputes } from '../api/disputes';
import { creditText, isUndecided, longDate, STATUS_CHIPS } from '../lib/dispute-format';

function DisputeRow({ dispute }: { dispute: Dispute }) {
  const chip = STATUS_CHIPS[dispute.status];
  const clock = isUndecided(dispute)
    ? `${creditText(dispute)}. Decision by ${longDate(dispute.resolveBy)}.`
    : creditText(dispute);
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={paths.dispute(dispute.id)}>
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {dispute.counterparty} · {formatUsd(dispute.amountMinor)}
              </Typography>
              <Chip size="small" color={chip.color} label={chip.label} />
              {dispute.lateFiling ? <Chip size="small" label="Late filing" /> : null}
            </Stack>
          }
          secondary={`${DISPUTE_REASONS[dispute.reason]} · filed ${longDate(dispute.createdAt)} · ${clock}`}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** /disputes: the customer's disputes with their clock. */
export function DisputesPage() {
  const disputes = useDisputes();
  return (
    <>
      <PageHeading
        title="Disputes"
        subtitle="Card payments and transfers you told us are wrong, and where each one stands."
      />
      <SectionCard title="Your disputes">
        {disputes.error ? (
          <ErrorState
            title="We couldn't load your disputes."
            message={disputes.error.message}
            onRetry={() => disputes.refetch()}
          />
        ) : null}
        {!disputes.error && !disputes.data ? (
          <ListSkeleton rows={3} label="Loading your disputes" />
        ) : null}
        {disputes.data?.disputes.length === 0 ? (
          <EmptyState
            text={
              'You have no disputes. To dispute a card payment or a transfer, ' +
              'open it from Manage Cards or your transfers.'
            }
          />
        ) : null}
        {disputes.data && disputes.data.disputes.length > 0 ? (
          <List aria-label="Your disputes" disablePadding>
            {disputes.data.disputes.map((dispute) => (
              <DisputeRow key={dispute.id} dispute={dispute} />
            ))}
          </List>
        ) : null}
      </SectionCard>
    </>
  );
}
