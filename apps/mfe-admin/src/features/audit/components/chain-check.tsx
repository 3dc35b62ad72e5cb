import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import type { ChainVerification } from '@vaultline/contracts';
import { toastFailure } from '@vaultline/ui';
import { formatCount, formatDateTime } from '@vaultline/ui';
import { useVerifyAuditChain } from '../api/verify-audit-chain';

/** "Verify chain": recomputes the audit log's hash chain on the server and says whether it is intact. */
export function ChainCheck() {
  const verify = useVerifyAuditChain();
  const [result, setResult] = useState<ChainVerification | null>(null);

  const run = async () => {
    const outcome = await verify.mutate(undefined);
    if (outcome.ok) setResult(outcome.data);
    else toastFailure('Verification failed', outcome.error);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}>
      <Box>
        <Button
          variant="outlined"
          onClick={() => void run()}
          disabled={verify.isPending}
          startIcon={
            verify.isPending ? <CircularProgress size={16} /> : <VerifiedUserOutlinedIcon />
          }
        >
          {verify.isPending ? 'Verifying...' : 'Verify chain'}
        </Button>
      </Box>
      {result ? (
        <Alert
          severity={result.intact ? 'success' : 'error'}
          role={result.intact ? 'status' : 'alert'}
        >
          <AlertTitle>{result.intact ? 'Chain intact' : 'Chain broken'}</AlertTitle>
          {result.intact
            ? `All ${formatCount(result.records)} records verified (checked ${formatDateTime(result.checkedAt)}).`
            : `The chain breaks at record #${result.brokenAtId ?? '?'}: ${formatCount(result.records)} records checked (${formatDateTime(result.checkedAt)}). Records from there on may have been altered; report this to security.`}
        </Alert>
      ) : null}
    </Box>
  );
}
