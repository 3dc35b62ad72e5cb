import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ReleaseEvent,
  ReleasesOverview,
  RemoteReleaseDetail,
  RemoteReleasesOverview,
} from '@vaultline/contracts';
import {
  apiError,
  ok,
  renderPage,
  setScreenWidth,
  stubApi,
  type StubHandler,
} from '@vaultline/testing';
import { formatDateTime } from '@vaultline/ui';
import { signInStaff } from '../../../test/fixtures';
import { actionLabel } from './release-history';
import { ReleasesPage } from './releases-page';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

function detail(
  version: string,
  overrides: Partial<RemoteReleaseDetail> = {},
): RemoteReleaseDetail {
  return {
    version,
    entry: `/remotes/mfe_banking/${version}/mf-manifest.json`,
    state: 'live',
    canaryPercent: null,
    pinned: false,
    contractVersion: 1,
    sourceHash: 'abcdef0123456789',
    commit: COMMIT,
    publishedAt: '2026-11-20T09:00:00.000Z',
    publishedBy: 'banking-team-ci',
    wentLiveAt: '2026-11-20T09:05:00.000Z',
    ...overrides,
  };
}

/** Publish events on 1 to 12 November, 0.9.1 … 0.9.12. */
const publish = (day: number): ReleaseEvent => ({
  at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  action: 'publish',
  actor: 'banking-team-ci',
  version: `0.9.${day}`,
  fromVersion: null,
  canaryPercent: null,
  urgent: false,
});

const ROLLBACK: ReleaseEvent = {
  at: '2026-11-23T08:30:00.000Z',
  action: 'rollback',
  actor: 'ops',
  version: '1.0.1',
  fromVersion: '1.0.2',
  canaryPercent: null,
  urgent: true,
};
const STOP_CANARY: ReleaseEvent = {
  ...publish(22),
  action: 'canary',
  version: '1.0.3',
  canaryPercent: 0,
};

/** Banking: rolled back to a pinned 1.0.1, its canary stopped, two known-good releases, 14 actions (answered oldest first). */
const banking: RemoteReleasesOverview = {
  name: 'mfe_banking',
  live: detail('1.0.1', { pinned: true }),
  canary: detail('1.0.3', {
    state: 'canary',
    canaryPercent: 0,
    wentLiveAt: null,
    publishedAt: '2026-11-22T09:00:00.000Z',
  }),
  knownGood: [
    detail('1.0.0', { state: 'retired', wentLiveAt: '2026-11-10T09:00:00.000Z' }),
    detail('0.9.12', { state: 'retired', wentLiveAt: '2026-11-01T09:00:00.000Z' }),
  ],
  history: [...Array.from({ length: 12 }, (_, i) => publish(i + 1)), STOP_CANARY, ROLLBACK],
};

/** Public site: live and not pinned, a canary at 25 % for a user-facing team. */
const publicSite: RemoteReleasesOverview = {
  name: 'mfe_public',
  live: detail('2.4.0', {
    publishedBy: 'public-team-ci',
    commit: 'fedcba9876543210fedcba9876543210fedcba98',
  }),
  canary: detail('2.5.0', { state: 'canary', canaryPercent: 25, publishedBy: 'public-team-ci' }),
  knownGood: [],
  history: [
    {
      ...publish(20),
      actor: 'public-team-ci',
      action: 'canary',
      version: '2.5.0',
      canaryPercent: 25,
    },
  ],
};

const answer: ReleasesOverview = { remotes: [banking, publicSite] };

function renderReleases(handler: StubHandler = ok(answer)) {
  signInStaff();
  const requests = stubApi({ 'GET /admin/releases': handler });
  renderPage(<ReleasesPage />, { path: '/admin/releases' });
  return requests;
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ReleasesPage', () => {
  it('shows the three remotes in the portal’s order with their federation names, read-only', async () => {
    setScreenWidth(1280);
    const requests = renderReleases();
    expect(screen.getByRole('status', { name: 'Loading releases' })).toBeInTheDocument();

    const public_ = await screen.findByRole('region', { name: 'Public site' });
    const cards = [
      public_,
      screen.getByRole('region', { name: 'Banking' }),
      screen.getByRole('region', { name: 'Back office' }),
    ];
    expect(cards.map((card) => within(card).getByText(/^mfe_/).textContent)).toEqual([
      'mfe_public',
      'mfe_banking',
      'mfe_admin',
    ]);
    // Answer order was Banking, Public site: the page keeps the portal's order.
    expect(
      cards[0].compareDocumentPosition(cards[1]) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      cards[1].compareDocumentPosition(cards[2]) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading releases' })).not.toBeInTheDocument();

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /admin/releases',
    ]);
    expect(screen.getByText('npm run remotes')).toBeInTheDocument();
    expect(
      screen.getByText(/Read-only\. Releases are changed with the release tooling/),
    ).toBeInTheDocument();
    // The only buttons page through history; nothing can publish, promote, stop or roll back.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Show more',
    ]);
  });

  it('shows the live release pinned by a rollback, with its short commit, publisher and go-live time', async () => {
    setScreenWidth(1280);
    renderReleases();
    const card = await screen.findByRole('region', { name: 'Banking' });
    const live = within(card).getByRole('heading', { name: 'Live', level: 3 })
      .parentElement as HTMLElement;
    expect(within(live).getByText('1.0.1')).toBeInTheDocument();
    expect(within(live).getByText('Pinned by a rollback')).toBeInTheDocument();
    expect(within(live).getByText('0123456')).toHaveAttribute('title', COMMIT);
    expect(within(live).getByText('banking-team-ci')).toBeInTheDocument();
    expect(within(live).getByText(formatDateTime('2026-11-20T09:05:00.000Z'))).toBeInTheDocument();

    const publicLive = within(screen.getByRole('region', { name: 'Public site' })).getByRole(
      'heading',
      { name: 'Live' },
    ).parentElement as HTMLElement;
    expect(within(publicLive).getByText('2.4.0')).toBeInTheDocument();
    expect(within(publicLive).getByText('fedcba9')).toBeInTheDocument();
    expect(within(publicLive).queryByText('Pinned by a rollback')).not.toBeInTheDocument();
  });

  it('shows a canary at 0 % as stopped and another as its share of users', async () => {
    setScreenWidth(1280);
    renderReleases();
    const banking_ = await screen.findByRole('region', { name: 'Banking' });
    const canary = within(banking_).getByRole('heading', { name: 'Canary' })
      .parentElement as HTMLElement;
    expect(within(canary).getByText('1.0.3')).toBeInTheDocument();
    expect(within(canary).getByText('stopped (0 %)')).toBeInTheDocument();
    expect(within(canary).queryByText(/% of users/)).not.toBeInTheDocument();

    const publicCanary = within(screen.getByRole('region', { name: 'Public site' })).getByRole(
      'heading',
      { name: 'Canary' },
    ).parentElement as HTMLElement;
    expect(within(publicCanary).getByText('2.5.0')).toBeInTheDocument();
    expect(within(publicCanary).getByText('25 % of users')).toBeInTheDocument();
  });

  it('lists the known-good releases a rollback returns to, newest first', async () => {
    setScreenWidth(1280);
    renderReleases();
    const card = await screen.findByRole('region', { name: 'Banking' });
    const list = within(card).getByRole('list', { name: 'Known-good releases of Banking' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `1.0.0 · live from ${formatDateTime('2026-11-10T09:00:00.000Z')}`,
      `0.9.12 · live from ${formatDateTime('2026-11-01T09:00:00.000Z')}`,
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Public site' })).getByText(
        'None: a rollback has nothing to return to.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the history newest first with action, version, from → to, actor and urgent, ten at a time', async () => {
    setScreenWidth(1280);
    renderReleases();
    const card = await screen.findByRole('region', { name: 'Banking' });
    const history = within(card).getByRole('table', { name: 'Release history of Banking' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Action', 'Version', 'From → to', 'By']);

    const rows = dataRows(history);
    expect(rows).toHaveLength(10);
    expect(cells(rows[0])).toEqual([
      formatDateTime(ROLLBACK.at),
      'Rolled backurgent',
      '1.0.1',
      '1.0.2 → 1.0.1',
      'ops',
    ]);
    expect(within(rows[0]).getByText('urgent')).toBeInTheDocument();
    expect(cells(rows[1])).toEqual([
      formatDateTime(STOP_CANARY.at),
      'Canary stopped (0 %)',
      '1.0.3',
      '—',
      'banking-team-ci',
    ]);
    expect(within(rows[1]).queryByText('urgent')).not.toBeInTheDocument();
    expect(rows.slice(2).map((row) => cells(row)[2])).toEqual([
      '0.9.12',
      '0.9.11',
      '0.9.10',
      '0.9.9',
      '0.9.8',
      '0.9.7',
      '0.9.6',
      '0.9.5',
    ]);
    expect(within(card).getByText('Showing 10 of 14 actions, newest first')).toBeInTheDocument();

    // The table scrolls sideways on a narrow window; keyboard users can reach it.
    expect(
      within(card).getByRole('region', { name: 'Banking release history, scrolls sideways' }),
    ).toHaveAttribute('tabindex', '0');

    await userEvent.click(within(card).getByRole('button', { name: 'Show more' }));
    const all = dataRows(history);
    expect(all.map((row) => cells(row)[2]).slice(10)).toEqual(['0.9.4', '0.9.3', '0.9.2', '0.9.1']);
    expect(all[10]).toHaveFocus();
    expect(within(card).getByText('All 14 actions, newest first')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    const publicHistory = within(screen.getByRole('region', { name: 'Public site' })).getByRole(
      'table',
      { name: 'Release history of Public site' },
    );
    expect(cells(dataRows(publicHistory)[0])).toEqual([
      formatDateTime(publish(20).at),
      'Canary at 25 %',
      '2.5.0',
      '—',
      'public-team-ci',
    ]);
  });

  it('shows the history as cards on a phone, newest first, reachable with the keyboard', async () => {
    setScreenWidth(375);
    renderReleases();
    const card = await screen.findByRole('region', { name: 'Banking' });
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Release history of Banking' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Rolled backurgent');
    expect(items[0]).toHaveTextContent('1.0.2 → 1.0.1');
    expect(items[0]).toHaveTextContent(`${formatDateTime(ROLLBACK.at)} · by ops`);
    expect(items[1]).toHaveTextContent('Canary stopped (0 %)1.0.3');

    // Phone cards are not tab stops: the first Tab reaches Banking's Show more (Public site has one action).
    const user = userEvent.setup();
    await user.tab();
    expect(within(card).getByRole('button', { name: 'Show more' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const more = within(list).getAllByRole('listitem');
    expect(more).toHaveLength(14);
    expect(more[10]).toHaveFocus();
    expect(more[13]).toHaveTextContent('0.9.1');
  });

  it('says “Not released yet” for a remote with no releases, also when the answer leaves it out', async () => {
    setScreenWidth(1280);
    renderReleases(
      ok({
        remotes: [
          { name: 'mfe_public', live: null, canary: null, knownGood: [], history: [] },
          banking,
        ],
      }),
    );
    for (const name of ['Public site', 'Back office']) {
      const card = await screen.findByRole('region', { name });
      expect(within(card).getByText('Not released yet')).toBeInTheDocument();
      expect(within(card).queryByRole('heading', { name: 'Live' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Banking' })).queryByText('Not released yet'),
    ).not.toBeInTheDocument();
  });

  it('says a remote with only a candidate has no live release and no canary yet', async () => {
    setScreenWidth(1280);
    const candidate = { ...publish(5), version: '0.1.0', actor: 'admin-team-ci' };
    renderReleases(
      ok({
        remotes: [
          { name: 'mfe_admin', live: null, canary: null, knownGood: [], history: [candidate] },
        ],
      }),
    );
    const card = await screen.findByRole('region', { name: 'Back office' });
    const live = within(card).getByRole('heading', { name: 'Live' }).parentElement as HTMLElement;
    expect(within(live).getByText('Not released yet')).toBeInTheDocument();
    expect(within(card).getByText('No canary')).toBeInTheDocument();
    expect(
      cells(
        dataRows(within(card).getByRole('table', { name: 'Release history of Back office' }))[0],
      ),
    ).toEqual([formatDateTime(candidate.at), 'Published', '0.1.0', '—', 'admin-team-ci']);
    expect(within(card).getByText('1 action')).toBeInTheDocument();
  });

  it('says what failed and asks again on Retry', async () => {
    setScreenWidth(1280);
    let calls = 0;
    const requests = renderReleases(() =>
      calls++ === 0 ? apiError(500, 'INTERNAL_ERROR', 'Try again shortly.') : ok(answer),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the releases.");
    expect(alert).toHaveTextContent('Try again shortly.');
    expect(screen.queryByRole('region', { name: 'Banking' })).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Banking' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('names an ops approval for what it is: live without a canary', () => {
    const approval: ReleaseEvent = {
      ...publish(21),
      action: 'approve',
      actor: 'ops',
      fromVersion: '0.9.20',
    };
    expect(actionLabel(approval)).toBe('Approved, no canary');
  });
});
