import type { Statement, StatementFormat } from '@vaultline/contracts';
import type { FastifyReply } from 'fastify';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';

const CONTENT_TYPES: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** vaultline-statement-1234-2026-10-01-to-2026-10-31.pdf */
export function statementFileName(statement: Statement, format: StatementFormat): string {
  const last4 = statement.accountNumber.slice(-4);
  return `vaultline-statement-${last4}-${statement.periodStart}-to-${statement.periodEnd}.${format}`;
}

/** Sends a statement as a download in the asked format; never cached by a browser or a proxy. */
export async function sendStatement(
  reply: FastifyReply,
  statement: Statement,
  format: StatementFormat,
  sha256: string | null,
): Promise<void> {
  const body =
    format === 'pdf'
      ? await statementPdf(statement, sha256)
      : format === 'csv'
        ? statementCsv(statement)
        : JSON.stringify(statement);
  const disposition = format === 'json' ? 'inline' : 'attachment';
  reply
    .header('Content-Type', CONTENT_TYPES[format])
    .header(
      'Content-Disposition',
      `${disposition}; filename="${statementFileName(statement, format)}"`,
    )
    .header('Cache-Control', 'private, no-store');
  if (sha256) reply.header('X-Statement-SHA256', sha256);
  await reply.send(body);
}
