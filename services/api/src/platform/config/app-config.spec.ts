import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'vaultline-config-'));

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
    });
    const own = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_APP_URL: 'postgres://vaultline_app:pw@h/db',
    });
    expect(own.database).toMatchObject({ appUrl: 'postgres://vaultline_app:pw@h/db' });
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
      {
        NODE_ENV: 'production',
        OPS_TOKEN: 'o'.repeat(32),
        APP_SECRET: 's'.repeat(32),
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
});
