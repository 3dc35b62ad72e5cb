import { transactionQuery, useCursorFeed, type FeedFilters } from '@vaultline/data-access';
import { getTransactions } from '../../api/get-transactions';
import { transactionsKeys } from '../../api/query-keys';
import { HISTORY_PAGE_SIZE } from '../../config/constants';

/**
 * The customer's history for the current filters, growing by one page per `loadMore()`, with what
 * the search looked for as the first page says (a reference's start, or words anywhere).
 */
export function useTransactionFeed(filters: FeedFilters, enabled = true) {
  const feed = useCursorFeed(
    transactionsKeys.feed(filters),
    (cursor, signal) =>
      getTransactions(transactionQuery(filters, HISTORY_PAGE_SIZE, cursor), signal),
    enabled,
  );
  return { ...feed, searchedFor: feed.firstPage?.searchedFor ?? null };
}
