import {
  Box,
  Button,
  Chip,
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
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReleaseEvent } from '@vaultline/contracts';
import { formatCount, formatDateTime } from '@vaultline/ui';

/** Actions shown at first and added by each "Show more". */
export const HISTORY_PAGE = 10;

/** The shell's mobile layout starts below 768 px; from there up the history is a table. */
const WIDE_QUERY = '(min-width:768px)';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
} as const;
const focusRing = {
  '&:focus-visible': {
    outline: 2,
    outlineStyle: 'solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
} as const;

/** "Promoted", "Approved, no canary", "Canary at 25 %", "Canary stopped (0 %)", "Rolled back". */
export function actionLabel(event: ReleaseEvent): string {
  switch (event.action) {
    case 'publish':
      return 'Published';
    case 'promote':
      return 'Promoted';
    case 'approve':
      // Ops (the second person) made a candidate live without a canary: worth seeing as such.
      return 'Approved, no canary';
    case 'rollback':
      return 'Rolled back';
    case 'canary':
      if (event.canaryPercent === null) return 'Canary';
      return event.canaryPercent === 0
        ? 'Canary stopped (0 %)'
        : `Canary at ${event.canaryPercent} %`;
  }
}

/** "1.0.2 → 1.0.1" when the action replaced a live release, otherwise a dash. */
export function fromTo(event: ReleaseEvent): string {
  return event.fromVersion ? `${event.fromVersion} → ${event.version}` : '—';
}

/** Newest first, whatever order the answer had; equal times keep the answer's order. */
export function newestFirst(events: ReleaseEvent[]): ReleaseEvent[] {
  const time = (event: ReleaseEvent) => {
    const ms = Date.parse(event.at);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => time(b.event) - time(a.event) || a.index - b.index)
    .map(({ event }) => event);
}

const actions = (count: number) => `${formatCount(count)} action${count === 1 ? '' : 's'}`;

function Urgent({ event }: { event: ReleaseEvent }) {
  return event.urgent ? (
    <Chip
      component="span"
      size="small"
      color="error"
      variant="outlined"
      label="urgent"
      sx={{ ml: 1 }}
    />
  ) : null;
}

interface ViewProps {
  label: string;
  events: ReleaseEvent[];
  /** Index of the entry that takes focus (the first one "Show more" revealed), or null. */
  focusIndex: number | null;
}

function HistoryTable({ label, events, focusIndex }: ViewProps) {
  return (
    <TableContainer
      role="region"
      aria-label={`${label} release history, scrolls sideways`}
      tabIndex={0}
      sx={{ overflowX: 'auto', borderRadius: 1, ...focusRing }}
    >
      <Table size="small" aria-label={`Release history of ${label}`} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Version</TableCell>
            <TableCell>From → to</TableCell>
            <TableCell>By</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event, index) => (
            <TableRow
              key={index}
              data-history-item=""
              tabIndex={index === focusIndex ? -1 : undefined}
              sx={focusRing}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {actionLabel(event)}
                <Urgent event={event} />
              </TableCell>
              <TableCell sx={mono}>{event.version}</TableCell>
              <TableCell sx={{ ...mono, whiteSpace: 'nowrap' }}>{fromTo(event)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{event.actor}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function HistoryCards({ label, events, focusIndex }: ViewProps) {
  return (
    <Stack
      component="ol"
      aria-label={`Release history of ${label}`}
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {events.map((event, index) => (
        <Box
          component="li"
          key={index}
          data-history-item=""
          tabIndex={index === focusIndex ? -1 : undefined}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, ...focusRing }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {actionLabel(event)}
            <Urgent event={event} />
          </Typography>
          <Typography variant="body2" sx={mono}>
            {event.fromVersion ? fromTo(event) : event.version}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {`${formatDateTime(event.at)} · by ${event.actor}`}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** Who did what to one remote's releases, newest first, ten at a time: a table, or cards on a phone. */
export function ReleaseHistory({ label, events }: { label: string; events: ReleaseEvent[] }) {
  const wide = useMediaQuery(WIDE_QUERY);
  const sorted = useMemo(() => newestFirst(events), [events]);
  const [shown, setShown] = useState(HISTORY_PAGE);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-history-item]')[focusIndex]?.focus();
  }, [focusIndex, shown]);

  if (sorted.length === 0)
    return <Typography color="text.secondary">No release actions yet.</Typography>;

  const visible = sorted.slice(0, shown);
  const showMore = () => {
    setFocusIndex(shown);
    setShown((count) => count + HISTORY_PAGE);
  };
  const View = wide ? HistoryTable : HistoryCards;
  return (
    <div ref={listRef}>
      <View label={label} events={visible} focusIndex={focusIndex} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {sorted.length > visible.length
            ? `Showing ${formatCount(visible.length)} of ${actions(sorted.length)}, newest first`
            : sorted.length === 1
              ? '1 action'
              : `All ${actions(sorted.length)}, newest first`}
        </Typography>
        {sorted.length > visible.length ? (
          <Button size="small" variant="outlined" onClick={showMore}>
            Show more
          </Button>
        ) : null}
      </Box>
    </div>
  );
}
