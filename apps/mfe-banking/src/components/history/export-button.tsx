import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { TRANSACTIONS_EXPORT_MAX } from '@vaultline/contracts';
import { type FeedFilters, historyFilters } from '@vaultline/data-access';
import { downloadFile, toast, toApiRequestError } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';

/** The filtered history's lines (every one, not only the pages shown) as a CSV download. */
export function ExportButton({ filters, disabled }: { filters: FeedFilters; disabled: boolean }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    const query = Object.entries(historyFilters(filters)).filter(([, value]) => value);
    setPending(true);
    try {
      const name = await downloadFile(
        '/transactions/export',
        Object.fromEntries(query) as Record<string, string>,
        'vaultline-transactions.csv',
      );
      toast({ title: 'Transactions Downloaded', description: name, severity: 'success' });
    } catch (failure) {
      toastFailure('Download failed', toApiRequestError(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      disabled={disabled || pending}
      onClick={() => void download()}
      title={`Every line these filters select, up to ${TRANSACTIONS_EXPORT_MAX.toLocaleString('en-US')}`}
    >
      {pending ? 'Preparing…' : 'Download CSV'}
    </Button>
  );
}
