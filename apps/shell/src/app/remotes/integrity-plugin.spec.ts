import { integrityPlugin, remoteEntryUrl } from './integrity-plugin';

const integrity = `sha384-${'A'.repeat(64)}`;
const registry = {
  remotes: [
    {
      name: 'mfe_banking' as const,
      version: '2',
      entry: '/remotes/mfe_banking/2/mf-manifest.json',
      integrity,
      routes: ['/dashboard'],
      previous: [{ version: '1', entry: '/remotes/mfe_banking/1/mf-manifest.json', integrity: `sha384-${'B'.repeat(64)}`, publishedAt: '' }],
    },
  ],
};

describe('integrity plugin', () => {
  const createScript = (url: string) =>
    (integrityPlugin(() => registry).createScript as (args: { url: string }) => HTMLScriptElement | undefined)({ url });

  it('finds remoteEntry.js beside the manifest', () => {
    expect(remoteEntryUrl('/remotes/x/1/mf-manifest.json', 'http://localhost/a/b')).toBe('http://localhost/remotes/x/1/remoteEntry.js');
  });

  it('puts the registry integrity on the live and previous remote entries', () => {
    const script = createScript('http://localhost/remotes/mfe_banking/2/remoteEntry.js');
    expect(script?.integrity).toBe(integrity);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(createScript('http://localhost/remotes/mfe_banking/1/remoteEntry.js')?.integrity).toBe(`sha384-${'B'.repeat(64)}`);
  });

  it('leaves other scripts (chunks) to the runtime', () => {
    expect(createScript('http://localhost/remotes/mfe_banking/2/123.abc.js')).toBeUndefined();
  });
});
