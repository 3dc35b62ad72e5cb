import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import { Box, Chip, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RemoteName, RemoteReleaseDetail, RemoteReleasesOverview } from '@vaultline/contracts';
import { EmptyState, SectionCard } from '@vaultline/ui';
import { formatDateTime } from '@vaultline/ui';
import { ReleaseHistory } from './release-history';

/** What staff call each remote; its federation name is shown next to it. */
export const REMOTE_LABEL: Record<RemoteName, string> = {
  mfe_public: 'Public site',
  mfe_banking: 'Banking',
  mfe_admin: 'Back office',
};

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
} as const;

/** A git commit as its usual short form (7 characters); the full hash is in the tooltip. */
export function shortCommit(commit: string | null): string {
  return commit ? commit.slice(0, 7) : '—';
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.25,
        m: 0,
        mt: 1,
      }}
    >
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Grid>
  );
}

function Version({ version }: { version: string }) {
  return (
    <Typography component="span" sx={{ ...mono, fontWeight: 600 }}>
      {version}
    </Typography>
  );
}

function LiveRelease({ live }: { live: RemoteReleaseDetail | null }) {
  if (!live) return <Typography color="text.secondary">Not released yet</Typography>;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Version version={live.version} />
        {live.pinned ? (
          <Chip size="small" color="warning" variant="outlined" label="Pinned by a rollback" />
        ) : null}
      </Stack>
      {live.pinned ? (
        <Typography variant="caption" color="text.secondary" component="p">
          Nothing republishes over it until someone publishes a release on purpose.
        </Typography>
      ) : null}
      <Facts>
        <Fact label="Commit">
          <Box component="code" title={live.commit ?? undefined} sx={mono}>
            {shortCommit(live.commit)}
          </Box>
        </Fact>
        <Fact label="Published by">{live.publishedBy}</Fact>
        <Fact label="Went live">{formatDateTime(live.wentLiveAt)}</Fact>
      </Facts>
    </>
  );
}

/** "25 % of users"; a canary at 0 % is stopped (the kill switch). */
export function canaryShare(percent: number | null): string {
  if (percent === null) return 'share not reported';
  return percent === 0 ? 'stopped (0 %)' : `${percent} % of users`;
}

function Canary({ canary }: { canary: RemoteReleaseDetail | null }) {
  if (!canary) return <Typography color="text.secondary">No canary</Typography>;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Version version={canary.version} />
        <Chip
          size="small"
          color={canary.canaryPercent ? 'info' : 'default'}
          label={canaryShare(canary.canaryPercent)}
        />
      </Stack>
      <Facts>
        <Fact label="Commit">
          <Box component="code" title={canary.commit ?? undefined} sx={mono}>
            {shortCommit(canary.commit)}
          </Box>
        </Fact>
        <Fact label="Published by">{canary.publishedBy}</Fact>
        <Fact label="Published">{formatDateTime(canary.publishedAt)}</Fact>
      </Facts>
    </>
  );
}

function KnownGood({ label, releases }: { label: string; releases: RemoteReleaseDetail[] }) {
  if (releases.length === 0)
    return (
      <Typography color="text.secondary">None: a rollback has nothing to return to.</Typography>
    );
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p">
        Newest first; a rollback returns to the first.
      </Typography>
      <Box
        component="ol"
        aria-label={`Known-good releases of ${label}`}
        sx={{ m: 0, mt: 0.5, pl: 3 }}
      >
        {releases.map((release) => (
          <li key={release.version}>
            <Version version={release.version} />
            <Typography component="span" variant="body2" color="text.secondary">
              {` · live from ${formatDateTime(release.wentLiveAt)}`}
            </Typography>
          </li>
        ))}
      </Box>
    </>
  );
}

function neverReleased(remote: RemoteReleasesOverview): boolean {
  return (
    !remote.live && !remote.canary && remote.knownGood.length === 0 && remote.history.length === 0
  );
}

/** One remote: what runs live, its canary, what a rollback returns to, and who changed what. */
export function RemoteReleasesCard({ remote }: { remote: RemoteReleasesOverview }) {
  const label = REMOTE_LABEL[remote.name];
  return (
    <SectionCard
      title={label}
      action={
        <Typography variant="caption" color="text.secondary" component="code" sx={mono}>
          {remote.name}
        </Typography>
      }
    >
      {neverReleased(remote) ? (
        <EmptyState icon={<RocketLaunchOutlinedIcon />} text="Not released yet" />
      ) : (
        <Stack spacing={3}>
          <Grid container spacing={3}>
            <Block title="Live">
              <LiveRelease live={remote.live} />
            </Block>
            <Block title="Canary">
              <Canary canary={remote.canary} />
            </Block>
            <Block title="Known-good releases">
              <KnownGood label={label} releases={remote.knownGood} />
            </Block>
          </Grid>
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              History
            </Typography>
            <ReleaseHistory label={label} events={remote.history} />
          </div>
        </Stack>
      )}
    </SectionCard>
  );
}
