import {
  StatementArchiveSchema,
  type StatementArchive,
  type StoredStatement,
} from '@vaultline/contracts';
import { apiClient, downloadFile } from '@vaultline/session';
import { useQuery } from '../hooks/use-query';

/**
 * Where an account's statements live: `/accounts/:id/statements` for the customer,
 * `/admin/users/:userId/accounts/:id/statements` for staff (each opening audited).
 */
export type StatementsBase = string;

export type DownloadFormat = 'pdf' | 'csv';

const STATEMENTS_KEY = ['statements'] as const;

/** The statements' query keys: the archive of one account, per place it is read from. */
export const statementsKeys = {
  all: () => STATEMENTS_KEY,
  archive: (base: StatementsBase) => [...STATEMENTS_KEY, base] as const,
};

/** The month-end statements the bank keeps for the account, newest first. */
export async function getStatementArchive(
  base: StatementsBase,
  signal?: AbortSignal,
): Promise<StatementArchive> {
  const { data } = await apiClient.get(base, { signal });
  return StatementArchiveSchema.parse(data);
}

export function useStatementArchive(base: StatementsBase, enabled = true) {
  return useQuery(statementsKeys.archive(base), (signal) => getStatementArchive(base, signal), {
    enabled,
  });
}

/** Downloads a kept month-end statement exactly as it was made. */
export function downloadKeptStatement(
  base: StatementsBase,
  statement: StoredStatement,
  format: DownloadFormat,
): Promise<string> {
  const url = `${base}/${encodeURIComponent(statement.id)}`;
  return downloadFile(url, { format }, `statement-${statement.periodStart}.${format}`);
}

/** Downloads a statement for any range of days, made now from the ledger. */
export function downloadRangeStatement(
  base: StatementsBase,
  range: { from: string; to: string },
  format: DownloadFormat,
): Promise<string> {
  const params = { from: range.from, to: range.to, format };
  return downloadFile(`${base}/range`, params, `statement-${range.from}.${format}`);
}
