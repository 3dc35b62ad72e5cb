import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { StatementArchive, StoredStatement } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast, toApiRequestError } from '@vaultline/session';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { ListSkeleton } from '../components/list-skeleton';
import { SectionCard } from '../components/section-card';
import { toastFailure } from '../lib/failure-toast';

export type StatementFormat = 'pdf' | 'csv';

/** Downloads a kept statement in a format; answers the name the file was saved under. */
export type DownloadKeptStatement = (
  statement: StoredStatement,
  format: StatementFormat,
) => Promise<string>;

/** What the card shows of the archive's query (`useStatementArchive` in @vaultline/data-access). */
export interface StatementArchiveView {
  data: StatementArchive | undefined;
  isLoading: boolean;
  error: { message: string } | null;
  refetch(): void;
}

const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "November 2026" for a calendar month's statement. */
export function periodLabel(statement: StoredStatement): string {
  return monthName.format(new Date(`${statement.periodStart}T00:00:00Z`));
}

function StatementRow({
  statement,
  onDownload,
}: {
  statement: StoredStatement;
  onDownload: DownloadKeptStatement;
}) {
  const [pending, setPending] = useState(false);
  const label = periodLabel(statement);
  const download = async (format: StatementFormat) => {
    setPending(true);
    try {
      const name = await onDownload(statement, format);
      toast({ title: 'Statement Downloaded', description: name, severity: 'success' });
    } catch (failure) {
      toastFailure('Download failed', toApiRequestError(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{
        py: 1.5,
        alignItems: { sm: 'center' },
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatUsd(statement.openingBalanceMinor)} → {formatUsd(statement.closingBalanceMinor)}
          {' · '}
          {statement.lineCount === 1 ? '1 line' : `${statement.lineCount} lines`}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={pending}
            onClick={() => void download(format)}
            aria-label={`Download ${label} statement as ${format.toUpperCase()}`}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

const NO_STATEMENTS =
  'No monthly statements yet. A statement is made just after the end of each month the ' +
  'account was open; until then, download any dates below.';

/**
 * The month-end statements the bank made and keeps unchanged, newest first: `archive` is their
 * query, `onDownload` fetches one (a toast tells how it went).
 */
export function StatementArchiveCard({
  archive,
  onDownload,
}: {
  archive: StatementArchiveView;
  onDownload: DownloadKeptStatement;
}) {
  const statements = archive.data?.statements ?? [];
  return (
    <SectionCard title="Monthly Statements">
      {archive.isLoading ? <ListSkeleton rows={3} height={56} label="Loading statements" /> : null}
      {archive.error ? (
        <ErrorState
          title="We couldn't load your statements."
          message={archive.error.message}
          onRetry={archive.refetch}
        />
      ) : null}
      {archive.data && statements.length === 0 ? <EmptyState text={NO_STATEMENTS} /> : null}
      {statements.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {statements.map((statement) => (
            <StatementRow key={statement.id} statement={statement} onDownload={onDownload} />
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}
