import {
  Chip,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DISPUTE_REASONS, type AdminDispute } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { PageHeading, SectionCard } from '@vaultline/ui';
import { type DisputeFilter } from '../api/disputes';
import { clockText, FILTERS, shortDate, STATUS_CHIPS } from '../lib/dispute-text';
import { DisputeDialog } from './dispute-dialog';
import { DisputeList } from './dispute-list';

function DisputeRow({ dispute, onOpen }: { dispute: AdminDispute; onOpen(): void }) {
  const chip = STATUS_CHIPS[dispute.status];
  const clock = clockText(dispute);
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={onOpen}
        aria-label={`Open the dispute of ${dispute.customerName} with ${dispute.counterparty}`}
      >
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {dispute.customerName} · {dispute.counterparty} · {formatUsd(dispute.amountMinor)}
              </Typography>
              <Chip size="small" color={chip.color} label={chip.label} />
              {dispute.escalated ? <Chip size="small" color="error" label="Escalated" /> : null}
              {dispute.lateFiling ? <Chip size="small" label="Late filing" /> : null}
            </Stack>
          }
          secondary={
            <>
              {`${DISPUTE_REASONS[dispute.reason]} · filed ${shortDate(dispute.createdAt)} · `}
              <Typography
                component="span"
                variant="body2"
                color={clock.overdue ? 'error' : 'text.secondary'}
              >
                {clock.text}
              </Typography>
              {dispute.provisionalCreditMinor > 0
                ? ` · credited ${formatUsd(dispute.provisionalCreditMinor)}`
                : ''}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

/** /admin/disputes: the Regulation E queue, escalated first, then the nearest deadline. */
export function DisputesPage() {
  const [filter, setFilter] = useState<DisputeFilter>('undecided');
  // ?open=<id>: the dispute whose dialog is open (a link from the inbox opens it; back closes it).
  const [search, setSearch] = useSearchParams();
  const openId = search.get('open');
  const setOpenId = (id: string | null) => setSearch(id ? { open: id } : {});
  return (
    <>
      <PageHeading
        title="Disputes"
        subtitle={
          'Card payments and transfers customers dispute. Provisional credit within 10 business days ' +
          'unless decided sooner; a decision within 45 days (90 for a new account, abroad or at a ' +
          'point of sale). Above $1,000 two staff members grant.'
        }
      />
      <SectionCard title="Queue">
        <TextField
          select
          label="Status"
          size="small"
          value={filter}
          onChange={(e) => setFilter(e.target.value as DisputeFilter)}
          sx={{ minWidth: 240, mb: 2 }}
        >
          {(Object.keys(FILTERS) as DisputeFilter[]).map((key) => (
            <MenuItem key={key} value={key}>
              {FILTERS[key]}
            </MenuItem>
          ))}
        </TextField>
        <DisputeList
          filter={filter}
          label="Disputes"
          row={(dispute) => (
            <DisputeRow key={dispute.id} dispute={dispute} onOpen={() => setOpenId(dispute.id)} />
          )}
        />
      </SectionCard>
      {openId ? <DisputeDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
