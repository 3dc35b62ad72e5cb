import { Alert, Box, Button, Collapse, Skeleton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { SimulatedStatement } from '@vaultline/contracts';
import { formatSignedUsd } from '@vaultline/money';
import { formatDateTime } from '@vaultline/ui';
import { useSimulatedStatement } from '../api/get-simulated-statement';

function StatementLines({ statement }: { statement: SimulatedStatement }) {
  if (statement.lines.length === 0) {
    return <Typography variant="body2">Nothing has reached this account yet.</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {statement.lines.map((line, index) => (
        <Stack
          key={`${line.postedAt}-${index}`}
          component="li"
          direction="row"
          spacing={2}
          sx={{
            py: 1,
            justifyContent: 'space-between',
            '& + &': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line.description}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(line.postedAt)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatSignedUsd(line.amountMinor)}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

/**
 * The demo's simulated other bank: its statement of the linked account, where the two
 * micro-deposits show. Only where the API runs the simulated ACH network; labelled as such.
 */
export function SimulatedStatementPanel({ linkedAccountId }: { linkedAccountId: string }) {
  const statement = useSimulatedStatement(linkedAccountId, true);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (statement.error) {
    return (
      <Alert severity="warning">
        {`We couldn't open the demo bank's statement: ${statement.error.message}`}
      </Alert>
    );
  }
  if (!statement.data)
    return (
      <Skeleton variant="rounded" height={36} aria-label="Loading the demo bank's statement" />
    );
  const { bankName, accountNumberLast4 } = statement.data;
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? `Close ${bankName}'s statement` : `Open ${bankName}'s statement (demo bank)`}
      </Button>
      <Collapse in={open}>
        <Box
          id={panelId}
          role="region"
          aria-label={`${bankName}'s statement (demo bank)`}
          sx={{ mt: 1.5 }}
        >
          <Alert severity="info" sx={{ mb: 1 }}>
            {`${bankName} is the demo's simulated bank, not a real one. With a real bank you would read the two deposits in its app or on its statement of account •••• ${accountNumberLast4}.`}
          </Alert>
          <StatementLines statement={statement.data} />
        </Box>
      </Collapse>
    </Box>
  );
}
