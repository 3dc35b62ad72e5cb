import { Box, Stack } from '@mui/material';
import {
  REMOTE_NAMES,
  type ReleasesOverview,
  type RemoteReleasesOverview,
} from '@vaultline/contracts';
import { ErrorState, PageHeading } from '@vaultline/ui';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useReleases } from '../api/get-releases';
import { RemoteReleasesCard } from './remote-releases-card';

/** Always the three remotes, in the portal's order; one the answer leaves out was never released. */
export function eachRemote(overview: ReleasesOverview): RemoteReleasesOverview[] {
  return REMOTE_NAMES.map(
    (name) =>
      overview.remotes.find((remote) => remote.name === name) ?? {
        name,
        live: null,
        canary: null,
        knownGood: [],
        history: [],
      },
  );
}

/**
 * /admin/releases — what each part of the portal runs, its canary, what a rollback would return to
 * and who changed what. Read-only: releases change only through the release tooling.
 */
export function ReleasesPage() {
  const query = useReleases();
  return (
    <>
      <PageHeading
        title="Releases"
        subtitle={
          <>
            {'Read-only. Releases are changed with the release tooling ('}
            <Box
              component="code"
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
            >
              npm run remotes
            </Box>
            {'), not here.'}
          </>
        }
      />
      {query.isLoading ? <PageSkeleton label="Loading releases" blocks={[260, 260, 260]} /> : null}
      {query.error ? (
        <ErrorState
          title="We couldn't load the releases."
          message={query.error.message}
          onRetry={query.refetch}
        />
      ) : null}
      {query.data ? (
        <Stack spacing={3}>
          {eachRemote(query.data).map((remote) => (
            <RemoteReleasesCard key={remote.name} remote={remote} />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
