import type { FastifyReply } from 'fastify';
import type { StatementFormat } from '@vaultline/contracts';
import type { StatementFile } from './statement-file';

const CONTENT_TYPES: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** Sends a statement file as a download in its format; never cached by a browser or a proxy. */
export async function sendStatement(
  reply: FastifyReply,
  file: StatementFile,
  format: StatementFormat,
): Promise<void> {
  const disposition = format === 'json' ? 'inline' : 'attachment';
  reply
    .header('Content-Type', CONTENT_TYPES[format])
    .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store');
  if (file.sha256) reply.header('X-Statement-SHA256', file.sha256);
  await reply.send(file.body);
}
