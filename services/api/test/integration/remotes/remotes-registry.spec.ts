import type { LiveRemote, RemoteName } from '@vaultline/contracts';
import { REMOTE_CONTRACT_VERSION } from '@vaultline/contracts';
import { AuditService } from '../../../src/platform/audit/audit.service';
import { RemotesService } from '../../../src/platform/remotes/remotes.service';
import { databaseKinds } from '../../support/databases';
import type { CallResult } from '../../support/http';
import { call } from '../../support/http';
import { buildRelease, publishBody, sha384 } from '../../support/releases';
import type { TestApp } from '../../support/test-app';
import { startTestApp, TEST_OPS_TOKEN } from '../../support/test-app';

describe.each(databaseKinds())('remote releases on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const token = (name: RemoteName) => t.releaseTokens[name];
  const post = (name: RemoteName, action: string, body: object, as: string | null = token(name)) =>
    call(t, 'POST', `/api/platform/remotes/${name}/${action}`, { token: as, body });
  /** Publishes a candidate; `live`: ops approve it at once (no single credential makes a build live). */
  const publish = async (
    name: RemoteName,
    version: string,
    options: { routes?: string[]; live?: boolean } = {},
    as?: string | null,
  ) => {
    buildRelease(t, name, version);
    const { live, routes } = options;
    const published = await post(
      name,
      'releases',
      publishBody(name, version, { routes }),
      as === undefined ? token(name) : as,
    );
    if (live) expect((await post(name, 'approve', { version }, TEST_OPS_TOKEN)).status).toBe(200);
    return published;
  };
  const registry = async (cookie?: string): Promise<LiveRemote[]> =>
    (await call(t, 'GET', '/api/platform/remotes', { headers: cookie ? { cookie } : {} })).body
      .remotes;
  const remote = async (name: RemoteName, cookie?: string) =>
    (await registry(cookie)).find((entry) => entry.name === name);
  const versionsOf = (list: Array<{ version: string }>) => list.map((item) => item.version);
  const expectCode = (response: CallResult, status: number, code: string) =>
    expect({ status: response.status, code: response.body?.code }).toEqual({ status, code });

  it('starts empty and is never cached', async () => {
    const response = await call(t, 'GET', '/api/platform/remotes');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({ remotes: [] });
  });

  it('takes releases only from the remote’s own credential', async () => {
    expectCode(await publish('mfe_banking', '0.9.0', {}, null), 401, 'UNAUTHENTICATED');
    expectCode(
      await publish('mfe_banking', '0.9.0', {}, 'vrc_not-a-credential'),
      401,
      'UNAUTHENTICATED',
    );
    expectCode(
      await publish('mfe_banking', '0.9.0', {}, TEST_OPS_TOKEN),
      403,
      'REMOTES_SCOPE_FORBIDDEN',
    );
    expectCode(
      await publish('mfe_admin', '0.9.0', {}, token('mfe_banking')),
      403,
      'REMOTES_SCOPE_FORBIDDEN',
    );
    expectCode(
      await post('mfe_admin', 'rollback', {}, token('mfe_banking')),
      403,
      'REMOTES_SCOPE_FORBIDDEN',
    );
    expectCode(
      await publish('mfe_banking', '0.9.0', {}, t.releaseTokens['staff-provisioning']),
      403,
      'FORBIDDEN',
    );
    expect(await registry()).toEqual([]);
  });

  it('registers a candidate without serving it, and a live release with the hashes the API computed itself', async () => {
    expect((await publish('mfe_banking', '1.0.0-rc')).status).toBe(201);
    expect(await registry()).toEqual([]);
    const built = buildRelease(t, 'mfe_banking', '1.0.0');
    const body = {
      ...publishBody('mfe_banking', '1.0.0', { routes: ['/dashboard', '/accounts'] }),
      integrity: `sha384-${'A'.repeat(64)}`,
    };
    expect((await post('mfe_banking', 'releases', body)).status).toBe(201);
    expect(await registry()).toEqual([]);
    const approved = await post('mfe_banking', 'approve', { version: '1.0.0' }, TEST_OPS_TOKEN);
    expect(approved.status).toBe(200);
    expect(await remote('mfe_banking')).toEqual({
      name: 'mfe_banking',
      channel: 'live',
      release: {
        version: '1.0.0',
        entry: '/remotes/mfe_banking/1.0.0/mf-manifest.json',
        integrity: sha384(built.entry),
        manifestIntegrity: sha384(built.manifest),
        contractVersion: REMOTE_CONTRACT_VERSION,
      },
      routes: ['/dashboard', '/accounts'],
      previous: [],
      withdrawn: [],
    });
  });

  it('keeps releases immutable and refuses a release whose files are missing or say no contract', async () => {
    expectCode(
      await post('mfe_banking', 'releases', publishBody('mfe_banking', '1.0.0')),
      409,
      'REMOTES_VERSION_EXISTS',
    );
    expectCode(
      await post('mfe_banking', 'releases', publishBody('mfe_banking', '7.0.0')),
      422,
      'REMOTES_RELEASE_FILES_MISSING',
    );
    buildRelease(t, 'mfe_banking', '7.0.1', null);
    expectCode(
      await post('mfe_banking', 'releases', publishBody('mfe_banking', '7.0.1')),
      422,
      'REMOTES_RELEASE_INVALID',
    );
  });

  it('refuses entries outside /remotes/<name>/<version>/ and takes declared hashes only from allowed origins', async () => {
    for (const entry of [
      'https://evil.example.com/mfe_banking/2.0.0/mf-manifest.json',
      '/remotes/mfe_admin/2.0.0/mf-manifest.json',
      '/remotes/mfe_banking/2.0.0/../../x.json',
    ]) {
      expectCode(
        await post('mfe_banking', 'releases', { ...publishBody('mfe_banking', '2.0.0'), entry }),
        400,
        'REMOTES_ENTRY_NOT_ALLOWED',
      );
    }
    const cdn = {
      ...publishBody('mfe_banking', '1.5.0'),
      entry: 'https://cdn.example.com/assets/mfe_banking/1.5.0/mf-manifest.json',
    };
    expectCode(await post('mfe_banking', 'releases', cdn), 422, 'REMOTES_RELEASE_INVALID');
    const declared = {
      ...cdn,
      integrity: `sha384-${'B'.repeat(64)}`,
      manifestIntegrity: `sha384-${'C'.repeat(64)}`,
      contractVersion: 1,
    };
    expect((await post('mfe_banking', 'releases', declared)).status).toBe(201);
  });

  it('serves a canary to its share of browsers, sticky per browser; 0 % is nobody, promote is everybody', async () => {
    await publish('mfe_public', '1.0.0', { routes: ['/'], live: true });
    await publish('mfe_public', '1.1.0', { routes: ['/'] });
    expect((await post('mfe_public', 'canary', { percent: 30 })).status).toBe(200);
    const first = await call(t, 'GET', '/api/platform/remotes');
    const cookie = String(
      first.setCookie.find((line) => line.startsWith('vaultline_bucket='))?.split(';')[0],
    );
    const firstVersion = (await remote('mfe_public', cookie))?.release?.version;
    for (let i = 0; i < 5; i += 1)
      expect((await remote('mfe_public', cookie))?.release?.version).toBe(firstVersion);
    const service = t.app.get(RemotesService);
    const shareOf = async () => {
      let inCanary = 0;
      for (let i = 0; i < 400; i += 1) {
        const view = await service.registry({ staff: false, bucket: `browser-${i}` });
        if (view.remotes.find((entry) => entry.name === 'mfe_public')?.channel === 'canary')
          inCanary += 1;
      }
      return inCanary / 400;
    };
    const share = await shareOf();
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
    await post('mfe_public', 'canary', { percent: 0 });
    expect(await shareOf()).toBe(0);
    expect((await post('mfe_public', 'promote', {})).status).toBe(200);
    const promoted = await remote('mfe_public', cookie);
    expect([
      promoted?.release?.version,
      promoted?.channel,
      versionsOf(promoted?.previous ?? []),
    ]).toEqual(['1.1.0', 'live', ['1.0.0']]);
  });

  it('falls back to the last known-good release, never to a rolled-back one, and a rollback pins and sticks', async () => {
    await publish('mfe_admin', '1.0.0', { routes: ['/admin'], live: true });
    await publish('mfe_admin', '2.0.0', { routes: ['/admin'], live: true });
    const staff = () =>
      t.app
        .get(RemotesService)
        .registry({ staff: true, bucket: 'staff-id' })
        .then((view) => view.remotes.find((entry) => entry.name === 'mfe_admin'));
    expect((await post('mfe_admin', 'rollback', { urgent: true })).status).toBe(200);
    expect((await staff())?.release?.version).toBe('1.0.0');
    expect((await staff())?.withdrawn).toEqual([{ version: '2.0.0', urgent: true }]);
    const listed = await call(t, 'GET', '/api/platform/remotes/mfe_admin/releases', {
      token: TEST_OPS_TOKEN,
    });
    expect(
      listed.body.releases.map((r: { version: string; state: string; pinned: boolean }) => [
        r.version,
        r.state,
        r.pinned,
      ]),
    ).toEqual([
      ['2.0.0', 'rolled_back', false],
      ['1.0.0', 'live', true],
    ]);
    await publish('mfe_admin', '3.0.0', { routes: ['/admin'], live: true });
    expect(versionsOf((await staff())?.previous ?? [])).toEqual(['1.0.0']);
    expect((await post('mfe_admin', 'rollback', {}, TEST_OPS_TOKEN)).status).toBe(200);
    expect((await staff())?.release?.version).toBe('1.0.0');
    expectCode(await post('mfe_admin', 'rollback', {}), 409, 'REMOTES_NOTHING_TO_ROLL_BACK_TO');
    expectCode(
      await post('mfe_admin', 'rollback', { version: '9.9.9' }),
      404,
      'REMOTES_VERSION_NOT_FOUND',
    );
  });

  it('withholds the admin remote from anonymous callers and leaves canaries and staff remotes out of the baseline', async () => {
    const admin = await remote('mfe_admin');
    expect(admin).toEqual(
      expect.objectContaining({
        release: null,
        channel: null,
        routes: ['/admin'],
        previous: [],
        withdrawn: [],
      }),
    );
    await publish('mfe_public', '1.2.0', { routes: ['/'] });
    await post('mfe_public', 'canary', { percent: 100 });
    expect((await remote('mfe_public'))?.release?.version).toBe('1.2.0');
    const baseline = (await call(t, 'GET', '/api/platform/remotes/baseline')).body
      .remotes as LiveRemote[];
    expect(baseline.find((entry) => entry.name === 'mfe_public')?.release?.version).toBe('1.1.0');
    expect(baseline.find((entry) => entry.name === 'mfe_admin')?.release).toBeNull();
  });

  it('keeps every release action in the audit chain with the credential’s name as actor', async () => {
    const history = await call(t, 'GET', '/api/platform/remotes/mfe_admin/history', {
      token: token('mfe_admin'),
    });
    expect(
      history.body.events.map((e: { action: string; version: string; actor: string }) => [
        e.action,
        e.version,
        e.actor,
      ]),
    ).toEqual([
      ['rollback', '1.0.0', 'ops'],
      ['approve', '3.0.0', 'ops'],
      ['publish', '3.0.0', 'test-mfe-admin'],
      ['rollback', '1.0.0', 'test-mfe-admin'],
      ['approve', '2.0.0', 'ops'],
      ['publish', '2.0.0', 'test-mfe-admin'],
      ['approve', '1.0.0', 'ops'],
      ['publish', '1.0.0', 'test-mfe-admin'],
    ]);
    expect((await t.app.get(AuditService).verifyChain()).intact).toBe(true);
    expectCode(
      await call(t, 'GET', '/api/platform/remotes/mfe_admin/history', {
        token: token('mfe_banking'),
      }),
      403,
      'REMOTES_SCOPE_FORBIDDEN',
    );
  });

  it('takes a browser’s downgrade report without a credential', async () => {
    const report = { fromVersion: '1.1.0', toVersion: '1.0.0', reason: 'integrity' };
    expect(
      (await call(t, 'POST', '/api/platform/remotes/mfe_public/downgrades', { body: report }))
        .status,
    ).toBe(204);
    expect(
      (
        await call(t, 'POST', '/api/platform/remotes/mfe_public/downgrades', {
          body: { ...report, reason: 'other' },
        })
      ).status,
    ).toBe(400);
  });
});
