import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface FiguresColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Figures are right-aligned. */
  numeric?: boolean;
}

interface FiguresTableProps<Row> {
  caption: string;
  columns: FiguresColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
}

/**
 * The figures a chart draws, as a real table: a caption, column headers, and the first column as
 * each row's header. Screen readers read this; the chart itself is hidden from them.
 */
export function FiguresTable<Row>({ caption, columns, rows, rowKey }: FiguresTableProps<Row>) {
  return (
    // Not a scrolling box: a few short columns fit a phone, and a scroll box would need a focus stop
    // of its own, which a table hidden behind its chart must not have.
    <TableContainer sx={{ overflowX: 'visible' }}>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} scope="col" align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.header}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
