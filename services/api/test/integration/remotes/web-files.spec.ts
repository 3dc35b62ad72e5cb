import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../../support/test-app';

describe('one origin: shell, remotes and API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    mkdirSync(t.config.webRoot, { recursive: true });
    writeFileSync(join(t.config.webRoot, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(t.config.webRoot, 'main.0123456789abcdef.js'), 'console.log(1)');
    mkdirSync(join(t.config.remotesDir, 'mfe_banking', '1.0.0'), { recursive: true });
    writeFileSync(join(t.config.remotesDir, 'mfe_banking', '1.0.0', 'remoteEntry.js'), 'var x');
    writeFileSync(join(t.dir, 'secret.txt'), 'secret');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves versioned remote files as immutable', async () => {
    const response = await get('/remotes/mfe_banking/1.0.0/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html with no-cache for any client-side route', async () => {
    for (const url of ['/', '/dashboard', '/admin-user-details/42', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>shell</title>');
    }
  });

  it('serves hashed shell assets as immutable', async () => {
    const response = await get('/main.0123456789abcdef.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers missing files with 404 and never leaves its folders', async () => {
    for (const url of ['/missing.js', '/remotes/mfe_banking/1.0.0/missing.js', '/../secret.txt', '/%2e%2e/secret.txt', '/remotes/../secret.txt']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('secret');
    }
  });
});
