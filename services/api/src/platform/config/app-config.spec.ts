import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

/** A sanctions list file with this content (JSON unless a string), in a temp folder. */
function sanctionsFile(
  content: unknown = { source: 'Test list', entries: [{ id: 'T-1', name: 'Zed Nobody' }] },
) {
  const file = join(mkdtempSync(join(tmpdir(), 'vaultline-sanctions-')), 'list.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'vaultline-config-'));

  it('reads the sanctions list at boot, and uses the demo list without one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sanctionsList).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dataDir(), SANCTIONS_FILE: sanctionsFile() }).sanctionsList,
    ).toEqual({
      source: 'Test list',
      entries: [{ id: 'T-1', name: 'Zed Nobody' }],
    });
  });

  it.each([
    ['not JSON', 'cannot read'],
    [{ source: 'Empty', entries: [] }, 'entries'],
    [{ source: 'Numbers', entries: [{ id: 'X', name: '12345' }] }, 'must contain letters'],
  ])('refuses to boot on a broken sanctions list (%j)', (content, message) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), SANCTIONS_FILE: sanctionsFile(content) });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('refuses to boot when the sanctions file is missing', () => {
    const load = () =>
      loadConfig({ DATA_DIR: dataDir(), SANCTIONS_FILE: '/nonexistent/list.json' });
    expect(load).toThrow('SANCTIONS_FILE: cannot read');
  });

  it('defaults to the embedded database on port 4200', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(4200);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/pglite$/) });
    expect(config.opsToken.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated ops token and app secret across restarts, and they differ', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      opsToken: first.opsToken,
      appSecret: first.appSecret,
    });
    expect(first.appSecret).not.toBe(first.opsToken);
  });

  it('uses PostgreSQL when DATABASE_URL is set, serving as the vaultline_app login role', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://owner:secret@h:5432/db',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://owner:secret@h:5432/db',
      appUrl: 'postgres://vaultline_app@h:5432/db',
      readUrl: null,
    });
    const own = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_APP_URL: 'postgres://vaultline_app:pw@h/db',
      DATABASE_READ_URL: 'postgres://vaultline_app:pw@replicas/db',
    });
    expect(own.database).toMatchObject({
      appUrl: 'postgres://vaultline_app:pw@h/db',
      readUrl: 'postgres://vaultline_app:pw@replicas/db',
    });
  });

  it('trusts no proxy by default, or a hop count, or a list of proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('serves the API reference outside production, and in production only when asked', () => {
    const production = {
      NODE_ENV: 'production',
      OPS_TOKEN: 'o'.repeat(32),
      APP_SECRET: 's'.repeat(32),
      CARD_NETWORK_KEY: 'c'.repeat(32),
      SANCTIONS_FILE: sanctionsFile(),
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).apiDocs).toBe('public');
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).apiDocs).toBe('off');
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, API_DOCS: 'public' }).apiDocs).toBe(
      'public',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ OPS_TOKEN: 'short' }, 'OPS_TOKEN'],
    [{ NODE_ENV: 'production' }, 'OPS_TOKEN: required in production'],
    [{ NODE_ENV: 'production', OPS_TOKEN: 'o'.repeat(32) }, 'APP_SECRET: required in production'],
    [
      { NODE_ENV: 'production', OPS_TOKEN: 'o'.repeat(32), APP_SECRET: 's'.repeat(32) },
      'CARD_NETWORK_KEY: required in production',
    ],
    [
      {
        NODE_ENV: 'production',
        OPS_TOKEN: 'o'.repeat(32),
        APP_SECRET: 's'.repeat(32),
        CARD_NETWORK_KEY: 'c'.repeat(32),
      },
      'SANCTIONS_FILE: required in production',
    ],
    [
      {
        NODE_ENV: 'production',
        OPS_TOKEN: 'o'.repeat(32),
        APP_SECRET: 's'.repeat(32),
        CARD_NETWORK_KEY: 'c'.repeat(32),
        SANCTIONS_FILE: sanctionsFile(),
        SEED_DEMO: 'true',
      },
      'SEED_DEMO: not allowed',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ REMOTE_ORIGINS: 'http://cdn.example.com' }, 'must be https'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: true would trust every hop'],
    [{ TRUST_PROXY: 'the proxy' }, 'TRUST_PROXY: the proxy is not an address'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  // Security review, issue 36, item 12: a range or hop count that lets a client name its own address.
  it.each([
    ['0.0.0.0/0', 'TRUST_PROXY: 0.0.0.0/0 is wider than /8'],
    ['::/0', 'TRUST_PROXY: ::/0 is wider than /16'],
    ['10.0.0.1, 0.0.0.0/0', 'TRUST_PROXY: 0.0.0.0/0 is wider than /8'],
    ['128.0.0.0/1', 'TRUST_PROXY: 128.0.0.0/1 is wider than /8'],
    ['10.0.0.0/7', 'TRUST_PROXY: 10.0.0.0/7 is wider than /8'],
    ['2000::/3', 'TRUST_PROXY: 2000::/3 is wider than /16'],
    ['fc00::/7', 'TRUST_PROXY: fc00::/7 is wider than /16'],
    ['::ffff:0:0/96', 'TRUST_PROXY: ::ffff:0:0/96 is wider than /104'],
    ['::ffff:10.0.0.0/100', 'TRUST_PROXY: ::ffff:10.0.0.0/100 is wider than /104'],
    ['10.0.0.0/33', 'TRUST_PROXY: 10.0.0.0/33 is not an address or CIDR'],
    ['999.0.0.1', 'TRUST_PROXY: 999.0.0.1 is not an address or CIDR'],
    ['10.0.0.0/8/8', 'TRUST_PROXY: 10.0.0.0/8/8 is not an address or CIDR'],
    ['4', 'TRUST_PROXY: 4 hops is more'],
    ['1000', 'TRUST_PROXY: 1000 hops is more'],
  ])('refuses to boot with TRUST_PROXY=%s', (value, message) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('takes up to 3 hops, and ranges down to /8 (IPv4), /16 (IPv6) and /104 (IPv4-mapped)', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect([trust('0'), trust('3')]).toEqual([false, 3]);
    expect(trust('10.0.0.0/8, 2001:db8::/16, ::ffff:10.0.0.0/104, 192.0.2.7')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/16',
      '::ffff:10.0.0.0/104',
      '192.0.2.7',
    ]);
  });
});
