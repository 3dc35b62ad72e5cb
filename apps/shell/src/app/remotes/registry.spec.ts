import { liveRemote, release } from './registry.fixtures';

const registry = { remotes: [liveRemote('mfe_banking', ['/dashboard'])] };
const baseline = {
  remotes: [liveRemote('mfe_public', ['/'], { release: release('mfe_public', '7') })],
};

/** A fetch that answers by URL: the registry API, and the default file the release tooling writes. */
function answers(api: { status: number; body: unknown } | 'offline', defaultFile: unknown = null) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string) => {
    calls.push(url);
    if (url === '/api/platform/remotes') {
      if (api === 'offline') throw new TypeError('offline');
      return { ok: api.status < 400, status: api.status, json: async () => api.body };
    }
    return defaultFile
      ? { ok: true, status: 200, json: async () => defaultFile }
      : { ok: false, status: 404, json: async () => ({}) };
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

/** A fresh copy of the module: its registry in use starts empty, as in a new tab. */
async function freshRegistry() {
  let loaded: typeof import('./registry') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./registry');
  });
  return loaded as typeof import('./registry');
}

describe('loadRegistry', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('uses the live registry and remembers it', async () => {
    const { loadRegistry } = await freshRegistry();
    expect(await loadRegistry(answers({ status: 200, body: registry }).fetchImpl)).toEqual(
      registry,
    );
    expect(JSON.parse(localStorage.getItem('vaultline:registry') ?? 'null')).toEqual(registry);
  });

  it('keeps the registry a tab already uses when a later read fails', async () => {
    const { loadRegistry } = await freshRegistry();
    await loadRegistry(answers({ status: 200, body: registry }).fetchImpl);
    localStorage.clear();
    expect(await loadRegistry(answers('offline', baseline).fetchImpl)).toEqual(registry);
  });

  it('falls back to the last copy this browser saw, then to the default the tooling wrote, then to nothing', async () => {
    localStorage.setItem('vaultline:registry', JSON.stringify(registry));
    expect(
      await (
        await freshRegistry()
      ).loadRegistry(answers({ status: 503, body: { code: 'X' } }).fetchImpl),
    ).toEqual(registry);
    localStorage.clear();
    const firstVisit = answers('offline', baseline);
    expect(await (await freshRegistry()).loadRegistry(firstVisit.fetchImpl)).toEqual(baseline);
    expect(firstVisit.calls).toEqual(['/api/platform/remotes', '/remotes/registry-default.json']);
    expect(await (await freshRegistry()).loadRegistry(answers('offline').fetchImpl)).toEqual({
      remotes: [],
    });
  });

  it('ignores an answer that is not a registry', async () => {
    const { loadRegistry } = await freshRegistry();
    expect(
      await loadRegistry(answers({ status: 200, body: { remotes: [{ name: 1 }] } }).fetchImpl),
    ).toEqual({ remotes: [] });
  });

  it('never remembers the staff-only release for the next visitor of this browser', async () => {
    const { loadRegistry } = await freshRegistry();
    const admin = liveRemote('mfe_admin', ['/admin'], { previous: [release('mfe_admin', '0')] });
    await loadRegistry(
      answers({ status: 200, body: { remotes: [...registry.remotes, admin] } }).fetchImpl,
    );
    const saved = JSON.parse(localStorage.getItem('vaultline:registry') ?? 'null');
    expect(
      saved.remotes.find((remote: { name: string }) => remote.name === 'mfe_admin'),
    ).toMatchObject({ release: null, channel: null, previous: [] });
  });
});
