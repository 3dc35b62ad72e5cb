import { minorToDecimalString } from '@vaultline/money';

/**
 * Where a formula could start: at the start of a cell, or after a character a spreadsheet may take
 * for its field separator (a `;` locale's `;`, a `,`, a tab, a `|`, a line break), past any spaces
 * and quotes, before =, +, -, @, a tab or a CR. Looked at around, not consumed, so that starts which
 * follow each other (`;=;=`, a tab after a tab) are all found: a `;` spreadsheet splits `rent;=2+3`
 * into `rent` and a formula `=2+3`.
 */
const FORMULA_START = /(?<=^|[;,\t|\r\n])[ "]*(?=[=+\-@\t\r])/g;

/**
 * A text cell: always quoted (RFC 4180: quotes doubled), and every place a formula could start
 * given a quote mark first, so that no spreadsheet, in any locale, runs another customer's text.
 */
export function textCell(value: string): string {
  const safe = value.replace(FORMULA_START, (gap) => `${gap}'`);
  return `"${safe.replace(/"/g, '""')}"`;
}

/** An exact decimal, unquoted so that spreadsheets read it as a number and sum it. */
export function numberCell(minor: number): string {
  const decimal = minorToDecimalString(minor);
  // Only digits, a sign and a point reach an unquoted cell: anything else would be text to quote.
  if (!/^-?\d+\.\d+$/.test(decimal)) throw new Error(`Not a decimal: ${decimal}`);
  return decimal;
}

/** Rows of cells as CSV (RFC 4180, CRLF, a line break after the last row). */
export function csvOf(rows: string[][]): string {
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}
