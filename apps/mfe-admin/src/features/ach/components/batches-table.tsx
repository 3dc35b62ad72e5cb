import {
  Box,
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
  useMediaQuery,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AchBatchSummary } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { formatCount, formatDateTime } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { paths } from '../../../config/paths';
import {
  BatchStatusChip,
  DownloadFileButton,
  MONO,
  VISUALLY_HIDDEN,
  WIDE_QUERY,
} from './ach-parts';

function FileLink({ batch }: { batch: AchBatchSummary }) {
  return (
    <Link component={RouterLink} to={paths.achBatch(batch.id)} sx={MONO}>
      {batch.fileName}
    </Link>
  );
}

const HEADERS = ['File', 'Status', 'Created', 'Settled', 'Entries', 'Debits', 'Credits', 'Returns'];
const NUMERIC = new Set(['Entries', 'Debits', 'Credits', 'Returns']);

function BatchesWide({ batches }: { batches: AchBatchSummary[] }) {
  return (
    <TableContainer>
      <Table aria-label="ACH files" size="small">
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header} align={NUMERIC.has(header) ? 'right' : 'left'}>
                {header}
              </TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                File download
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {batches.map((batch) => (
            <TableRow key={batch.id} hover>
              <TableCell>
                <FileLink batch={batch} />
              </TableCell>
              <TableCell>
                <BatchStatusChip status={batch.status} />
              </TableCell>
              <TableCell>{formatDateTime(batch.createdAt)}</TableCell>
              <TableCell>{formatDateTime(batch.settledAt)}</TableCell>
              <TableCell align="right">{formatCount(batch.entryCount)}</TableCell>
              <TableCell align="right">{formatUsd(batch.debitTotalMinor)}</TableCell>
              <TableCell align="right">{formatUsd(batch.creditTotalMinor)}</TableCell>
              <TableCell align="right">{formatCount(batch.returnCount)}</TableCell>
              <TableCell>
                <DownloadFileButton batch={batch} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function BatchCard({ batch }: { batch: AchBatchSummary }) {
  return (
    <Card component="li" variant="outlined" aria-label={batch.fileName}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <FileLink batch={batch} />
          </Box>
          <BatchStatusChip status={batch.status} />
        </Stack>
        <InfoList>
          <InfoRow label="Created" value={formatDateTime(batch.createdAt)} />
          <InfoRow label="Settled" value={formatDateTime(batch.settledAt)} />
          <InfoRow label="Entries" value={formatCount(batch.entryCount)} />
          <InfoRow label="Returns" value={formatCount(batch.returnCount)} />
          <InfoRow label="Debits" value={formatUsd(batch.debitTotalMinor)} />
          <InfoRow label="Credits" value={formatUsd(batch.creditTotalMinor)} />
        </InfoList>
        <Box sx={{ mt: 2 }}>
          <DownloadFileButton batch={batch} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** The ACH files, newest first: a table on wide screens, cards on a phone. */
export function BatchesTable({ batches }: { batches: AchBatchSummary[] }) {
  const wide = useMediaQuery(WIDE_QUERY);
  if (wide) return <BatchesWide batches={batches} />;
  return (
    <Stack component="ul" aria-label="ACH files" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {batches.map((batch) => (
        <BatchCard key={batch.id} batch={batch} />
      ))}
    </Stack>
  );
}
