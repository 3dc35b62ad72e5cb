import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { Ref } from 'react';
import { ErrorState } from './error-state';

/** What a growing list (useCursorFeed) tells its footer. */
export interface FeedProgress {
  hasMore: boolean;
  loadingMore: boolean;
  moreError: { message: string } | null;
  loadMore(): void;
}

interface FeedFooterProps {
  feed: FeedProgress;
  /** "Showing 20 of 134 transactions", announced politely as it changes. */
  summary: string;
  /** Said when the next page fails, e.g. "We couldn't load more transactions." */
  moreErrorTitle: string;
  /** Set by a list that also loads more when the footer scrolls into view. */
  sentinel?: Ref<HTMLDivElement>;
}

/** Under a growing list: how much is shown, and Load more (or why more could not load). */
export function FeedFooter({ feed, summary, moreErrorTitle, sentinel }: FeedFooterProps) {
  return (
    <Box
      ref={sentinel}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {summary}
      </Typography>
      {feed.moreError ? (
        <ErrorState
          title={moreErrorTitle}
          message={feed.moreError.message}
          onRetry={feed.loadMore}
        />
      ) : null}
      {feed.hasMore && !feed.moreError ? (
        <Button
          variant="outlined"
          onClick={feed.loadMore}
          disabled={feed.loadingMore}
          startIcon={feed.loadingMore ? <CircularProgress size={16} /> : undefined}
        >
          {feed.loadingMore ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </Box>
  );
}
