import type { Statement } from '@vaultline/contracts';
import { minorToDecimalString } from '@vaultline/money';

const HEADER = ['Date (UTC)', 'Time (UTC)', 'Description', 'Amount', 'Balance'];

/**
 * A spreadsheet cell: quoted when it holds a comma, quote or line break; text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) is prefixed with a quote mark.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The statement's lines as CSV (RFC 4180, CRLF): amounts as exact decimals, negative for money out. */
export function statementCsv(statement: Statement): string {
  const rows = statement.lines.map((line) => [
    line.postedAt.slice(0, 10),
    line.postedAt.slice(11, 19),
    cell(line.description),
    minorToDecimalString(line.amountMinor),
    minorToDecimalString(line.balanceMinor),
  ]);
  return [HEADER, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
