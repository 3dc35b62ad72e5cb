import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReleaseEvent } from '@vaultline/contracts';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';

const PAGE = 10;

const ACTION: Record<ReleaseEvent['action'], string> = {
  publish: 'Published',
  canary: 'Canary',
  promote: 'Promoted',
  rollback: 'Rolled back',
};

function what(event: ReleaseEvent): string {
  if (event.action === 'canary') return `${event.version} at ${event.canaryPercent ?? 0} %`;
  if (event.action === 'rollback') return `${event.fromVersion ?? '—'} → ${event.version}`;
  return event.fromVersion ? `${event.fromVersion} → ${event.version}` : event.version;
}

/** Who did what to one remote's releases, newest first, ten at a time. */
export function ReleaseHistory({ label, events }: { label: string; events: ReleaseEvent[] }) {
  const [shown, setShown] = useState(PAGE);
  if (events.length === 0) return <Typography color="text.secondary">No release actions yet.</Typography>;
  return (
    <Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Release history of ${label}`}>
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Release</TableCell>
              <TableCell>By</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.slice(0, shown).map((event) => (
              <TableRow key={`${event.at}-${event.action}-${event.version}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
                <TableCell>{`${ACTION[event.action]}${event.urgent ? ' (urgent)' : ''}`}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{what(event)}</TableCell>
                <TableCell>{event.actor}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {events.length > shown ? (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setShown((count) => count + PAGE)}>
          Show more
        </Button>
      ) : null}
    </Box>
  );
}
