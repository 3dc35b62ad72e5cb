import { Box, Chip, Link, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DISPUTE_REASONS, type AdminDispute } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { SectionCard } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { clockText, STATUS_CHIPS } from '../lib/dispute-text';
import { DisputeList } from './dispute-list';

function WaitingRow({ dispute }: { dispute: AdminDispute }) {
  const chip = STATUS_CHIPS[dispute.status];
  const clock = clockText(dispute);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Link component={RouterLink} to={paths.dispute(dispute.id)} sx={{ fontWeight: 600 }}>
          {`${dispute.customerName} · ${dispute.counterparty} · ${formatUsd(dispute.amountMinor)}`}
        </Link>
        <Chip size="small" color={chip.color} label={chip.label} />
        {dispute.escalated ? <Chip size="small" color="error" label="Escalated" /> : null}
      </Box>
      <Typography variant="body2" color={clock.overdue ? 'error' : 'text.secondary'}>
        {`${DISPUTE_REASONS[dispute.reason]} · ${clock.text}`}
      </Typography>
    </ListItem>
  );
}

/** The disputes no one has decided yet, for the support inbox: each opens in the disputes queue. */
export function DisputesWaiting() {
  return (
    <SectionCard title="Disputes waiting for a decision">
      <DisputeList
        filter="undecided"
        label="Disputes waiting"
        row={(dispute) => <WaitingRow key={dispute.id} dispute={dispute} />}
      />
    </SectionCard>
  );
}
