import { loadRegistry } from './registry';

const registry = {
  remotes: [
    { name: 'mfe_banking', version: '1', entry: '/remotes/mfe_banking/1/mf-manifest.json', integrity: null, routes: ['/dashboard'], previous: [] },
  ],
};

const answer = (status: number, body: unknown) =>
  (async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

describe('loadRegistry', () => {
  beforeEach(() => localStorage.clear());

  it('uses the live registry and remembers it', async () => {
    expect(await loadRegistry(answer(200, registry))).toEqual(registry);
    expect(JSON.parse(localStorage.getItem('vaultline:registry') ?? 'null')).toEqual(registry);
  });

  it('falls back to the last known good copy when the API fails', async () => {
    await loadRegistry(answer(200, registry));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadRegistry(answer(503, { message: 'down', code: 'X' }))).toEqual(registry);
    expect(await loadRegistry((async () => Promise.reject(new TypeError('offline'))) as typeof fetch)).toEqual(registry);
  });

  it('ignores an answer that is not a registry, and is empty with nothing saved or loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./registry');
      expect(await fresh.loadRegistry(answer(200, { remotes: [{ name: 1 }] }))).toEqual({ remotes: [] });
    });
  });

  it('never remembers the staff-only entry for the next visitor of this browser', async () => {
    const admin = { name: 'mfe_admin', version: '1', entry: '/remotes/mfe_admin/1/mf-manifest.json', integrity: null, routes: ['/admin'], previous: [] };
    await loadRegistry(answer(200, { remotes: [...registry.remotes, admin] }));
    const saved = JSON.parse(localStorage.getItem('vaultline:registry') ?? 'null');
    expect(saved.remotes.find((remote: { name: string }) => remote.name === 'mfe_admin')).toMatchObject({ entry: null, previous: [] });
  });
});
