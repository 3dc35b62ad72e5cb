import { Chip, Stack, Typography } from '@mui/material';
import type { RemoteName, RemoteReleaseDetail, RemoteReleasesOverview } from '@vaultline/contracts';
import { ErrorState, PageHeading, SectionCard } from '@vaultline/ui';
import { PageSkeleton } from '../../../components/page-skeleton';
import { formatDateTime } from '../../../lib/format';
import { useReleases } from '../api/get-releases';
import { ReleaseHistory } from './release-history';

const REMOTE_LABEL: Record<RemoteName, string> = {
  mfe_public: 'Public site',
  mfe_banking: 'Banking',
  mfe_admin: 'Back office',
};

function ReleaseLine({ release }: { release: RemoteReleaseDetail }) {
  const commit = release.commit ? ` · commit ${release.commit.slice(0, 8)}` : '';
  return (
    <Typography variant="body2" color="text.secondary">
      {`published by ${release.publishedBy} ${formatDateTime(release.publishedAt)}`}
      {release.wentLiveAt ? `, live since ${formatDateTime(release.wentLiveAt)}` : ''}
      {commit}
    </Typography>
  );
}

function LiveAndCanary({ remote }: { remote: RemoteReleasesOverview }) {
  const { live, canary } = remote;
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="subtitle2" component="h3">Live</Typography>
        {live ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontFamily: 'monospace' }}>{live.version}</Typography>
              {live.pinned ? <Chip size="small" color="warning" label="Pinned by a rollback" /> : null}
            </Stack>
            <ReleaseLine release={live} />
          </>
        ) : (
          <Typography color="text.secondary">Not released yet</Typography>
        )}
      </div>
      <div>
        <Typography variant="subtitle2" component="h3">Canary</Typography>
        {canary ? (
          <Typography sx={{ fontFamily: 'monospace' }}>
            {canary.version} · {canary.canaryPercent ? `${canary.canaryPercent} % of users` : 'stopped (0 %)'}
          </Typography>
        ) : (
          <Typography color="text.secondary">No canary</Typography>
        )}
      </div>
      <div>
        <Typography variant="subtitle2" component="h3">Known-good releases (a rollback returns to the first)</Typography>
        {remote.knownGood.length > 0 ? (
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{remote.knownGood.map((release) => release.version).join(', ')}</Typography>
        ) : (
          <Typography color="text.secondary">None yet</Typography>
        )}
      </div>
    </Stack>
  );
}

function RemoteCard({ remote }: { remote: RemoteReleasesOverview }) {
  const label = REMOTE_LABEL[remote.name];
  return (
    <SectionCard title={label} action={<Typography variant="caption" color="text.secondary">{remote.name}</Typography>}>
      <Stack spacing={2}>
        <LiveAndCanary remote={remote} />
        <Typography variant="subtitle2" component="h3">History</Typography>
        <ReleaseHistory label={label} events={remote.history} />
      </Stack>
    </SectionCard>
  );
}

/** Staff see what each part of the portal runs and how it got there; releases change only through the release tooling. */
export function ReleasesPage() {
  const query = useReleases();
  return (
    <>
      <PageHeading title="Releases" subtitle="Read-only: teams release with npm run remotes (publish, canary, promote, rollback)." />
      {query.isLoading ? <PageSkeleton /> : null}
      {query.error ? <ErrorState title="We couldn't load the releases." message={query.error.message} onRetry={query.refetch} /> : null}
      {query.data ? (
        <Stack spacing={3}>
          {query.data.remotes.map((remote) => (
            <RemoteCard key={remote.name} remote={remote} />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
