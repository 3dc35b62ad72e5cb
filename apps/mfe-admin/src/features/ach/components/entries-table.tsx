import {
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AchEntryView } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { formatDateTime } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { paths } from '../../../config/paths';
import { MONO, WIDE_QUERY } from './ach-parts';

const PURPOSE_LABELS: Record<AchEntryView['purpose'], string> = {
  pull: 'Money in (pull)',
  push: 'Money out (push)',
  micro_deposit: 'Micro-deposit',
  micro_withdrawal: 'Micro-withdrawal',
  bill_payment: 'Bill payment',
};

/** "R01 Insufficient funds (2026-11-27 10:00)", or a dash when nothing came back. */
export function returnText(entry: AchEntryView): string {
  if (!entry.returnCode) return '—';
  const reason = entry.returnReason ? ` ${entry.returnReason}` : '';
  const when = entry.returnedAt ? ` (${formatDateTime(entry.returnedAt)})` : '';
  return `${entry.returnCode}${reason}${when}`;
}

function Customer({ entry }: { entry: AchEntryView }) {
  return (
    <>
      <Link
        component={RouterLink}
        to={paths.userDetails(entry.customer.id)}
        variant="body2"
        sx={{ fontWeight: 500, display: 'block' }}
      >
        {entry.customer.name}
      </Link>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {entry.customer.email}
      </Typography>
    </>
  );
}

const HEADERS = [
  'Trace number',
  'Purpose',
  'Code',
  'Amount',
  'Customer',
  'Routing',
  'Account',
  'Return',
];

function EntriesWide({ entries }: { entries: AchEntryView[] }) {
  return (
    <TableContainer>
      <Table aria-label="Entries" size="small">
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} align={header === 'Amount' ? 'right' : 'left'}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={MONO}>{entry.traceNumber}</TableCell>
              <TableCell>{PURPOSE_LABELS[entry.purpose]}</TableCell>
              <TableCell sx={MONO}>{entry.transactionCode}</TableCell>
              <TableCell align="right">{formatUsd(entry.amountMinor)}</TableCell>
              <TableCell>
                <Customer entry={entry} />
              </TableCell>
              <TableCell sx={MONO}>{entry.routingNumber}</TableCell>
              <TableCell sx={MONO}>{`•••• ${entry.accountNumberLast4}`}</TableCell>
              <TableCell sx={{ color: entry.returnCode ? 'error.main' : undefined }}>
                {returnText(entry)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function EntryCard({ entry }: { entry: AchEntryView }) {
  return (
    <Card component="li" variant="outlined" aria-label={`Entry ${entry.traceNumber}`}>
      <CardContent>
        <InfoList>
          <InfoRow label="Trace number" value={entry.traceNumber} />
          <InfoRow
            label="Purpose"
            value={`${PURPOSE_LABELS[entry.purpose]} · code ${entry.transactionCode}`}
          />
          <InfoRow label="Amount" value={formatUsd(entry.amountMinor)} />
          <InfoRow label="Customer" value={<Customer entry={entry} />} />
          <InfoRow
            label="Account"
            value={`${entry.routingNumber} · •••• ${entry.accountNumberLast4}`}
          />
          <InfoRow label="Return" value={returnText(entry)} />
        </InfoList>
      </CardContent>
    </Card>
  );
}

/** A file's entries: a table on wide screens, cards on a phone. */
export function EntriesTable({ entries }: { entries: AchEntryView[] }) {
  const wide = useMediaQuery(WIDE_QUERY);
  if (entries.length === 0)
    return <Typography color="text.secondary">This file has no entries.</Typography>;
  if (wide) return <EntriesWide entries={entries} />;
  return (
    <Stack component="ul" aria-label="Entries" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
