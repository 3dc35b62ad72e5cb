import type { RemoteRegistry } from '@vaultline/contracts';
import { RemotesService } from '../../../src/platform/remotes/remotes.service';
import { databaseKinds } from '../../support/databases';
import { startTestApp, TEST_OPS_TOKEN, TestApp } from '../../support/test-app';

const ops = { authorization: `Bearer ${TEST_OPS_TOKEN}` };

function release(name: string, version: string, routes = ['/dashboard']) {
  return {
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    integrity: `sha384-${Buffer.alloc(48, version).toString('base64')}`,
    routes,
    sourceHash: 'abcdef0123456789',
  };
}

describe.each(databaseKinds())('remote registry on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const publish = (name: string, body: object, headers: Record<string, string> = ops) =>
    t.app.inject({ method: 'POST', url: `/api/platform/remotes/${name}/releases`, headers, payload: body });
  const rollback = (name: string, body: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/platform/remotes/${name}/rollback`, headers: ops, payload: body });
  const registry = async () => (await t.app.inject({ method: 'GET', url: '/api/platform/remotes' })).json();

  it('starts empty and is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/platform/remotes' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ remotes: [] });
  });

  it('refuses to publish without the ops token', async () => {
    expect((await publish('mfe_banking', release('mfe_banking', '1.0.0'), {})).statusCode).toBe(401);
    const wrong = await publish('mfe_banking', release('mfe_banking', '1.0.0'), { authorization: 'Bearer nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('UNAUTHENTICATED');
    expect(await registry()).toEqual({ remotes: [] });
  });

  it('publishes a release and serves it as live', async () => {
    const response = await publish('mfe_banking', release('mfe_banking', '1.0.0', ['/dashboard', '/accounts']));
    expect(response.statusCode).toBe(201);
    expect(response.json().releases).toEqual([expect.objectContaining({ version: '1.0.0', live: true })]);
    expect((await registry()).remotes).toEqual([
      expect.objectContaining({
        name: 'mfe_banking',
        version: '1.0.0',
        entry: '/remotes/mfe_banking/1.0.0/mf-manifest.json',
        routes: ['/dashboard', '/accounts'],
        previous: [],
      }),
    ]);
  });

  it('keeps versions immutable', async () => {
    const again = await publish('mfe_banking', release('mfe_banking', '1.0.0'));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REMOTES_VERSION_EXISTS');
  });

  it('refuses entries outside /remotes/<name>/<version>/ and the allowed origins', async () => {
    for (const entry of [
      'https://evil.example.com/mfe_banking/2.0.0/mf-manifest.json',
      '/remotes/mfe_admin/2.0.0/mf-manifest.json',
      '/remotes/mfe_banking/2.0.0/../../x.json',
    ]) {
      const response = await publish('mfe_banking', { ...release('mfe_banking', '2.0.0'), entry });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('REMOTES_ENTRY_NOT_ALLOWED');
    }
    const cdn = await publish('mfe_banking', {
      ...release('mfe_banking', '1.5.0'),
      entry: 'https://cdn.example.com/assets/mfe_banking/1.5.0/mf-manifest.json',
    });
    expect(cdn.statusCode).toBe(201);
  });

  it('rejects unknown remotes and unknown fields', async () => {
    expect((await publish('mfe_other', release('mfe_other', '1.0.0'))).statusCode).toBe(400);
    const extra = await publish('mfe_banking', { ...release('mfe_banking', '3.0.0'), live: false });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('VALIDATION_FAILED');
  });

  it('rolls back to the previous release, then forward to a named one', async () => {
    await publish('mfe_banking', release('mfe_banking', '2.0.0'));
    let live = (await registry()).remotes[0];
    expect(live.version).toBe('2.0.0');
    expect(live.previous.map((p: { version: string }) => p.version)).toEqual(['1.5.0', '1.0.0']);

    expect((await rollback('mfe_banking')).statusCode).toBe(200);
    expect((await registry()).remotes[0].version).toBe('1.5.0');

    expect((await rollback('mfe_banking', { version: '2.0.0' })).statusCode).toBe(200);
    live = (await registry()).remotes[0];
    expect(live.version).toBe('2.0.0');

    const missing = await rollback('mfe_banking', { version: '9.9.9' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('REMOTES_VERSION_NOT_FOUND');
  });

  it('says so when there is nothing to roll back to', async () => {
    await publish('mfe_public', release('mfe_public', '1.0.0', ['/']));
    const response = await rollback('mfe_public');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REMOTES_NOTHING_TO_ROLL_BACK_TO');
  });

  it('withholds the admin remote entry and version from anonymous callers (its routes stay visible)', async () => {
    await publish('mfe_admin', release('mfe_admin', '1.0.0', ['/admin']));
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/platform/remotes' });
    const { remotes } = anonymous.json() as RemoteRegistry;
    const admin = remotes.find((remote) => remote.name === 'mfe_admin');
    expect(admin).toEqual(expect.objectContaining({ version: null, entry: null, integrity: null, routes: ['/admin'], previous: [] }));
    const banking = remotes.find((remote) => remote.name === 'mfe_banking');
    expect(banking?.entry).toMatch(/mf-manifest\.json$/);
    const staffView = await t.app.get(RemotesService).registry({ staff: true });
    expect(staffView.remotes.find((remote) => remote.name === 'mfe_admin')?.version).toBe('1.0.0');
  });

  it('lists every release with the live one marked, for the ops CLI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/platform/remotes/mfe_banking/releases', headers: ops });
    expect(response.json().releases.map((r: { version: string; live: boolean }) => [r.version, r.live])).toEqual([
      ['2.0.0', true],
      ['1.5.0', false],
      ['1.0.0', false],
    ]);
  });
});
