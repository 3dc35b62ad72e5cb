import { Injectable } from '@nestjs/common';
import {
  TRANSACTIONS_EXPORT_MAX,
  TRANSACTIONS_PAGE_MAX,
  TransactionExportQuerySchema,
  TransactionsErrorCode,
} from '@vaultline/contracts';
import type { Transaction, TransactionExportQuery } from '@vaultline/contracts';
import { AppException } from '../../platform/http/app.exception';
import { csvOf, numberCell, textCell } from '../../platform/text/csv';
import { TransactionsService } from './transactions.service';

const HEADER = [
  'Date (UTC)',
  'Time (UTC)',
  'Description',
  'Category',
  'Type',
  'Status',
  'Account',
  'Amount',
];

/** A filtered history as a file: a name that says what it holds, and the CSV itself. */
export interface HistoryFile {
  fileName: string;
  body: string;
}

export const exportTooLarge = () =>
  new AppException(
    422,
    TransactionsErrorCode.EXPORT_TOO_LARGE,
    `More than ${TRANSACTIONS_EXPORT_MAX.toLocaleString('en-US')} lines match. ` +
      'Choose fewer days or another filter.',
  );

/** The lines a history's filters select, in its order, as CSV: what the list shows, line for line. */
@Injectable()
export class HistoryExportService {
  constructor(private readonly transactions: TransactionsService) {}

  /** Errors: ACCOUNTS_NOT_FOUND, TRANSACTIONS_EXPORT_TOO_LARGE (nothing is cut off silently). */
  async file(userId: string, input: TransactionExportQuery): Promise<HistoryFile> {
    const query = TransactionExportQuerySchema.parse(input);
    const lines = await this.allLines(userId, query);
    return { fileName: fileNameOf(query), body: historyCsv(lines) };
  }

  /** Every matching line, a page at a time by cursor; refused past TRANSACTIONS_EXPORT_MAX. */
  private async allLines(userId: string, query: TransactionExportQuery): Promise<Transaction[]> {
    const lines: Transaction[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.transactions.page(userId, {
        ...query,
        limit: TRANSACTIONS_PAGE_MAX,
        cursor,
      });
      lines.push(...page.items);
      if (lines.length > TRANSACTIONS_EXPORT_MAX) throw exportTooLarge();
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return lines;
  }
}

function fileNameOf(query: TransactionExportQuery): string {
  const days = [query.from, query.to].filter(Boolean).join('-to-');
  return `vaultline-transactions${days ? `-${days}` : ''}.csv`;
}

/** The lines as CSV (RFC 4180, CRLF): amounts as exact decimals, negative for money out. */
export function historyCsv(lines: Transaction[]): string {
  const rows = lines.map((line) => [
    textCell(line.date.slice(0, 10)),
    textCell(line.date.slice(11, 19)),
    textCell(line.description || line.title),
    textCell(line.category),
    textCell(line.type),
    textCell(line.status),
    textCell(`${line.accountName} ••••${line.accountNumberLast4}`),
    numberCell(line.amountMinor),
  ]);
  return csvOf([HEADER.map(textCell), ...rows]);
}
