import { transactionQuery, useCursorFeed, type FeedFilters } from '@vaultline/data-access';
import { adminKeys } from '../../../api/query-keys';
import { TRANSACTIONS_PAGE_SIZE } from '../../../config/constants';
import { getUserTransactions } from '../api/get-user-transactions';

/** A customer's history for the current filters, growing by one page per `loadMore()`. */
export function useTransactionFeed(userId: string, filters: FeedFilters) {
  return useCursorFeed(adminKeys.userTransactions(userId, filters), (cursor, signal) =>
    getUserTransactions(userId, transactionQuery(filters, TRANSACTIONS_PAGE_SIZE, cursor), signal),
  );
}
