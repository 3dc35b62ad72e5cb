import {
  StatementArchiveSchema,
  type StatementArchive,
  type StatementFormat,
  type StoredStatement,
} from '@vaultline/contracts';
import { apiClient, downloadFile } from '@vaultline/session';
import { useQuery } from '@vaultline/ui';

const base = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}/statements`;

/** GET /accounts/:id/statements: the month-end statements the bank keeps, newest first. */
export async function getStatementArchive(
  accountId: string,
  signal?: AbortSignal,
): Promise<StatementArchive> {
  const { data } = await apiClient.get(base(accountId), { signal });
  return StatementArchiveSchema.parse(data);
}

export function useStatementArchive(accountId: string | undefined) {
  return useQuery(
    ['statements', accountId],
    (signal) => getStatementArchive(accountId ?? '', signal),
    { enabled: !!accountId },
  );
}

/** Downloads a kept month-end statement exactly as it was made. */
export function downloadKeptStatement(
  accountId: string,
  statement: StoredStatement,
  format: Exclude<StatementFormat, 'json'>,
): Promise<string> {
  const url = `${base(accountId)}/${encodeURIComponent(statement.id)}`;
  return downloadFile(url, { format }, `statement-${statement.periodStart}.${format}`);
}

/** Downloads a statement for any range of days, made now from the ledger. */
export function downloadRangeStatement(
  accountId: string,
  range: { from: string; to: string },
  format: Exclude<StatementFormat, 'json'>,
): Promise<string> {
  const params = { from: range.from, to: range.to, format };
  return downloadFile(`${base(accountId)}/range`, params, `statement-${range.from}.${format}`);
}
