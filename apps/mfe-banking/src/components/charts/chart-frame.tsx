import { Box, Button, Skeleton, Typography } from '@mui/material';
import { Component, Suspense, useId, useState, type ReactNode } from 'react';

/** Visually hidden, still read by screen readers. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A chart that could not be drawn (its chunk failed to load): the table says the same. */
class ChartBoundary extends Component<
  { fallback: ReactNode; onFailed(): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface ChartFrameProps {
  /** The chart (a lazy one from lazy-charts.tsx). */
  chart: ReactNode;
  /** The same figures as a table (FiguresTable). */
  table: ReactNode;
  /** The chart's height, kept while it loads. */
  height: number;
  /** Show the table beside the chart at all times (no "Show as table" button). */
  tableAlwaysShown?: boolean;
}

/**
 * A chart with its figures as a table. The chart is drawn for the eye and hidden from screen
 * readers; the table is always in the page for them, and "Show as table" shows it to everyone.
 */
export function ChartFrame({ chart, table, height, tableAlwaysShown = false }: ChartFrameProps) {
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const tableId = useId();
  const tableShown = showTable || failed || tableAlwaysShown;
  const noChart = (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      The chart could not be drawn. The figures are in the table below.
    </Typography>
  );
  return (
    <Box>
      <Box aria-hidden="true" sx={{ minHeight: height }}>
        <ChartBoundary fallback={noChart} onFailed={() => setFailed(true)}>
          <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{chart}</Suspense>
        </ChartBoundary>
      </Box>
      {failed || tableAlwaysShown ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Hide table' : 'Show as table'}
          </Button>
        </Box>
      )}
      <Box id={tableId} sx={tableShown ? { mt: 1 } : VISUALLY_HIDDEN}>
        {table}
      </Box>
    </Box>
  );
}
