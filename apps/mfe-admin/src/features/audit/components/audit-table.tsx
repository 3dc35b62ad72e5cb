import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import {
  Box,
  Collapse,
  Grid,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { AuditRecord } from '@vaultline/contracts';
import { formatDateTime } from '@vaultline/ui';

/** Any JSON value as indented text (never markup). */
export function jsonText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 12,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 320,
          overflow: 'auto',
        }}
      >
        {jsonText(value)}
      </Box>
    </Grid>
  );
}

function who(record: AuditRecord): string {
  if (record.actorName) return record.actorName;
  if (!record.actorId) return record.actorRole ? `System (${record.actorRole})` : 'System';
  return 'Unknown';
}

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  overflowWrap: 'anywhere',
} as const;

function AuditRow({ record }: { record: AuditRecord }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.at)}</TableCell>
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {who(record)}
          </Typography>
          {record.actorId ? (
            <Typography variant="caption" color="text.secondary" component="div" sx={mono}>
              {`${record.actorRole ?? ''} ${record.actorId}`.trim()}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell>
          <Box component="code" sx={mono}>
            {record.action}
          </Box>
        </TableCell>
        <TableCell>
          {record.targetType || record.targetId ? (
            <>
              <Typography variant="body2">{record.targetType ?? '—'}</Typography>
              <Typography variant="caption" color="text.secondary" component="div" sx={mono}>
                {record.targetId ?? ''}
              </Typography>
            </>
          ) : (
            '—'
          )}
        </TableCell>
        <TableCell>
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`${open ? 'Hide' : 'Show'} details of record ${record.id}`}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={detailsId} role="region" aria-label={`Record ${record.id}`} sx={{ py: 2 }}>
              <Grid container spacing={2}>
                <JsonBlock label="Before" value={record.before} />
                <JsonBlock label="After" value={record.after} />
                <JsonBlock label="Details" value={record.details} />
              </Grid>
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ ...mono, mt: 1 }}
              >
                {`Record #${record.id} · IP ${record.ip ?? '—'} · hash ${record.hash} · previous ${record.prevHash}`}
              </Typography>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** When, who, action, target; each row expands to its before/after/details JSON, shown as text. */
export function AuditTable({ items }: { items: AuditRecord[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label="Audit records" size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Target</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((record) => (
            <AuditRow key={record.id} record={record} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
