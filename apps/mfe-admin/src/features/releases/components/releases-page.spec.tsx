import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleaseEvent, RemoteReleaseDetail, RemoteReleasesOverview } from '@vaultline/contracts';
import { apiError, ok, renderPage, stubApi } from '@vaultline/testing';
import { signInStaff } from '../../../test/fixtures';
import { ReleasesPage } from './releases-page';

function detail(version: string, overrides: Partial<RemoteReleaseDetail> = {}): RemoteReleaseDetail {
  return {
    version,
    entry: `/remotes/mfe_banking/${version}/mf-manifest.json`,
    state: 'live',
    canaryPercent: null,
    pinned: false,
    contractVersion: 1,
    sourceHash: 'abcdef0123456789',
    commit: '0123456789abcdef0123456789abcdef01234567',
    publishedAt: '2026-11-20T09:00:00.000Z',
    publishedBy: 'banking-team-ci',
    wentLiveAt: '2026-11-20T09:05:00.000Z',
    ...overrides,
  };
}

const event = (n: number, overrides: Partial<ReleaseEvent> = {}): ReleaseEvent => ({
  at: `2026-11-2${n % 10}T10:00:00.000Z`,
  action: 'publish',
  actor: 'banking-team-ci',
  version: `0.9.${n}`,
  fromVersion: null,
  canaryPercent: null,
  urgent: false,
  ...overrides,
});

const banking: RemoteReleasesOverview = {
  name: 'mfe_banking',
  live: detail('1.0.1', { pinned: true }),
  canary: detail('1.0.3', { state: 'canary', canaryPercent: 0 }),
  knownGood: [detail('1.0.0', { state: 'retired' })],
  history: [
    event(9, { action: 'rollback', version: '1.0.1', fromVersion: '1.0.2', urgent: true, actor: 'ops' }),
    ...Array.from({ length: 12 }, (_, i) => event(i)),
  ],
};
const empty = (name: RemoteReleasesOverview['name']): RemoteReleasesOverview => ({ name, live: null, canary: null, knownGood: [], history: [] });

function renderReleases(answer = ok({ remotes: [empty('mfe_public'), banking, empty('mfe_admin')] })) {
  signInStaff();
  const requests = stubApi({ 'GET /admin/releases': answer });
  renderPage(<ReleasesPage />, { path: '/admin/releases' });
  return requests;
}

describe('ReleasesPage', () => {
  it('shows each remote’s live release, canary, known-good releases and history, read-only', async () => {
    renderReleases();
    const card = await screen.findByRole('region', { name: 'Banking' });
    expect(within(card).getByText('1.0.1')).toBeInTheDocument();
    expect(within(card).getByText('Pinned by a rollback')).toBeInTheDocument();
    expect(within(card).getByText('1.0.3 · stopped (0 %)')).toBeInTheDocument();
    expect(within(card).getByText('1.0.0')).toBeInTheDocument();
    const history = within(card).getByRole('table', { name: 'Release history of Banking' });
    const first = within(history).getAllByRole('row')[1];
    expect(within(first).getByText('Rolled back (urgent)')).toBeInTheDocument();
    expect(within(first).getByText('1.0.2 → 1.0.1')).toBeInTheDocument();
    expect(within(first).getByText('ops')).toBeInTheDocument();
    expect(within(history).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(within(card).getByRole('button', { name: 'Show more' }));
    expect(within(history).getAllByRole('row')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /publish|rollback|promote/i })).not.toBeInTheDocument();
  });

  it('says when a remote was never released', async () => {
    renderReleases();
    const card = await screen.findByRole('region', { name: 'Public site' });
    expect(within(card).getByText('Not released yet')).toBeInTheDocument();
    expect(within(card).getByText('No canary')).toBeInTheDocument();
    expect(within(card).getByText('No release actions yet.')).toBeInTheDocument();
  });

  it('says what failed and loads again on Retry', async () => {
    let calls = 0;
    stubApi({ 'GET /admin/releases': () => (calls++ === 0 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.') : ok({ remotes: [banking] })) });
    signInStaff();
    renderPage(<ReleasesPage />, { path: '/admin/releases' });
    expect(await screen.findByText("We couldn't load the releases.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Banking' })).toBeInTheDocument();
  });
});
