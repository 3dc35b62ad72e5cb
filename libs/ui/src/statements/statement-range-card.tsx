import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { StatementRangeQuerySchema } from '@vaultline/contracts';
import { toast, toApiRequestError } from '@vaultline/session';
import { SectionCard } from '../components/section-card';
import { toastFailure } from '../lib/failure-toast';
import type { StatementFormat } from './statement-archive-card';

/** Downloads a statement for a range of days; answers the name the file was saved under. */
export type DownloadRangeStatement = (
  range: { from: string; to: string },
  format: StatementFormat,
) => Promise<string>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** This month so far (UTC): the range most people ask for first. */
function monthToDate(): { from: string; to: string } {
  const now = new Date();
  return {
    from: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
    to: isoDay(now),
  };
}

/**
 * Any range of days (up to a year, ending today at the latest) as PDF or CSV, made from the ledger
 * now: `onDownload` fetches it once the range is valid (a toast tells how it went).
 */
export function StatementRangeCard({ onDownload }: { onDownload: DownloadRangeStatement }) {
  const [range, setRange] = useState(monthToDate);
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  const [pending, setPending] = useState<StatementFormat | null>(null);

  const download = async (format: StatementFormat) => {
    const checked = StatementRangeQuerySchema.safeParse({ ...range, format });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setError({ field: issue.path[0] === 'to' ? 'to' : 'from', message: issue.message });
    }
    setError(null);
    setPending(format);
    try {
      const name = await onDownload(range, format);
      toast({ title: 'Statement Downloaded', description: name, severity: 'success' });
    } catch (failure) {
      toastFailure('Download failed', toApiRequestError(failure));
    } finally {
      setPending(null);
    }
  };

  const dateField = (field: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      label={label}
      value={range[field]}
      onChange={(event) => setRange({ ...range, [field]: event.target.value })}
      error={error?.field === field}
      helperText={error?.field === field ? error.message : ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: isoDay(new Date()) } }}
      sx={{ minWidth: 180 }}
    />
  );

  return (
    <SectionCard title="Statement for Any Dates">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Up to a year at a time, ending today at the latest. Dates are in UTC. Made from the ledger
        when asked: every line, with the opening and closing balance.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        {dateField('from', 'From')}
        {dateField('to', 'To')}
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant={format === 'pdf' ? 'contained' : 'outlined'}
            startIcon={<DownloadIcon />}
            disabled={pending !== null}
            onClick={() => void download(format)}
            sx={{ mt: { sm: 1 } }}
          >
            {pending === format ? 'Preparing…' : `Download ${format.toUpperCase()}`}
          </Button>
        ))}
      </Stack>
    </SectionCard>
  );
}
