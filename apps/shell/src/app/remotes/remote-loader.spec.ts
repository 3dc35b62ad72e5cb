import { liveRemote, release } from './registry.fixtures';

const runtime = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => runtime);

const routes = { default: () => null };
const live = release('mfe_banking', '3');
const goodOld = release('mfe_banking', '2');
const older = release('mfe_banking', '1');
const remote = liveRemote('mfe_banking', ['/dashboard'], {
  release: live,
  previous: [goodOld, older],
});

/** Loads with a fresh loader (nothing loaded in this "tab" yet); `outcomes` answer loadRemote in turn for each entry. */
async function load(
  outcomes: Record<string, Array<'ok' | 'fail'>>,
  refuse?: { version: string; reason: 'integrity' | 'contract' },
) {
  let entry = '';
  runtime.registerRemotes.mockImplementation(
    ([registered]: Array<{ entry: string }>) => (entry = registered.entry),
  );
  runtime.loadRemote.mockImplementation(async () => {
    const next = outcomes[entry]?.shift() ?? 'fail';
    if (next === 'fail') throw new Error(`${entry} failed`);
    return routes;
  });
  let loader: typeof import('./remote-loader') | undefined;
  await jest.isolateModulesAsync(async () => {
    loader = await import('./remote-loader');
  });
  const { loadRemoteRoutes, noteRefusal, loadedVersion } =
    loader as typeof import('./remote-loader');
  if (refuse)
    noteRefusal(
      new URL(release('mfe_banking', refuse.version).entry, window.location.href).href,
      refuse.reason,
    );
  const result = await loadRemoteRoutes(remote).catch((error: Error) => error);
  return {
    result,
    loadedVersion: loadedVersion('mfe_banking'),
    entries: runtime.registerRemotes.mock.calls.map(([[r]]) => r.entry as string),
  };
}

describe('loading a remote', () => {
  const downgrades: unknown[] = [];
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    runtime.registerRemotes.mockReset();
    runtime.loadRemote.mockReset();
    downgrades.length = 0;
    global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
      downgrades.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('retries the live release through a blip before anything falls back', async () => {
    const { result, loadedVersion, entries } = await load({ [live.entry]: ['fail', 'fail', 'ok'] });
    expect(result).toBe(routes);
    expect(loadedVersion).toBe('3');
    expect(entries).toEqual([live.entry, live.entry, live.entry]);
    expect(downgrades).toEqual([]);
  });

  it('walks back to the known-good releases in order and says so', async () => {
    const { result, loadedVersion, entries } = await load({
      [live.entry]: [],
      [goodOld.entry]: ['fail', 'fail', 'fail'],
      [older.entry]: ['ok'],
    });
    expect(result).toBe(routes);
    expect(loadedVersion).toBe('1');
    expect(entries).toEqual([
      ...Array(3).fill(live.entry),
      ...Array(3).fill(goodOld.entry),
      older.entry,
    ]);
    expect(downgrades).toEqual([{ fromVersion: '3', toVersion: '1', reason: 'load_failed' }]);
  });

  it('does not retry a refused release, and reports why it fell back', async () => {
    const { loadedVersion, entries } = await load(
      { [goodOld.entry]: ['ok'] },
      { version: '3', reason: 'contract' },
    );
    expect(loadedVersion).toBe('2');
    expect(entries).toEqual([live.entry, goodOld.entry]);
    expect(downgrades).toEqual([{ fromVersion: '3', toVersion: '2', reason: 'contract' }]);
  });

  it('fails when no release can load, and reports that too', async () => {
    const { result, loadedVersion } = await load({});
    expect(result).toBeInstanceOf(Error);
    expect(loadedVersion).toBeNull();
    expect(downgrades).toEqual([{ fromVersion: '3', toVersion: null, reason: 'load_failed' }]);
  });

  it('shares one load between the start at boot and the outlet, and tries afresh after a failure', async () => {
    let loader: typeof import('./remote-loader') | undefined;
    await jest.isolateModulesAsync(async () => {
      loader = await import('./remote-loader');
    });
    const { loadRemoteRoutes } = loader as typeof import('./remote-loader');
    const single = liveRemote('mfe_banking', ['/dashboard'], { release: live, previous: [] });
    runtime.loadRemote.mockRejectedValue(new Error('offline'));
    const [atBoot, inOutlet] = await Promise.allSettled([
      loadRemoteRoutes(single),
      loadRemoteRoutes(single),
    ]);
    expect([atBoot.status, inOutlet.status]).toEqual(['rejected', 'rejected']);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    runtime.loadRemote.mockResolvedValue(routes);
    await expect(loadRemoteRoutes(single)).resolves.toBe(routes);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(4);
  });
});
