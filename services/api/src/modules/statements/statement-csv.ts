import type { Statement } from '@vaultline/contracts';
import { csvOf, numberCell, textCell } from '../../platform/text/csv';

const HEADER = ['Date (UTC)', 'Time (UTC)', 'Description', 'Amount', 'Balance'];

/** The statement's lines as CSV (RFC 4180, CRLF): amounts as exact decimals, negative for money out. */
export function statementCsv(statement: Statement): string {
  const rows = statement.lines.map((line) => [
    textCell(line.postedAt.slice(0, 10)),
    textCell(line.postedAt.slice(11, 19)),
    textCell(line.description),
    numberCell(line.amountMinor),
    numberCell(line.balanceMinor),
  ]);
  return csvOf([HEADER.map(textCell), ...rows]);
}
