import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { call } from '../../support/http';
import { newCustomer, newStaff, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe('one origin: shell, remotes and API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    mkdirSync(t.config.webRoot, { recursive: true });
    writeFileSync(join(t.config.webRoot, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(t.config.webRoot, 'main.0123456789abcdef.js'), 'console.log(1)');
    mkdirSync(join(t.config.remotesDir, 'mfe_admin', '1.0.0'), { recursive: true });
    writeFileSync(join(t.config.remotesDir, 'mfe_admin', '1.0.0', 'remoteEntry.js'), 'var admin');
    writeFileSync(
      join(t.config.remotesDir, 'mfe_admin', '1.0.0', 'remoteEntry.js.map'),
      '{"sources":["admin.tsx"]}',
    );
    mkdirSync(join(t.config.remotesDir, 'mfe_banking', '1.0.0'), { recursive: true });
    writeFileSync(join(t.config.remotesDir, 'mfe_banking', '1.0.0', 'remoteEntry.js'), 'var x');
    writeFileSync(join(t.dir, 'secret.txt'), 'secret');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends the built brotli or gzip copy when the browser accepts it, else the plain file', async () => {
    const folder = join(t.config.remotesDir, 'mfe_banking', '1.0.0');
    const text = 'console.log("compressed at build time")';
    for (const dir of [folder, t.config.webRoot]) {
      writeFileSync(join(dir, 'chunk.0123456789ab.js'), text);
      writeFileSync(join(dir, 'chunk.0123456789ab.js.br'), brotliCompressSync(text));
      writeFileSync(join(dir, 'chunk.0123456789ab.js.gz'), gzipSync(text));
    }
    for (const url of [
      '/remotes/mfe_banking/1.0.0/chunk.0123456789ab.js',
      '/chunk.0123456789ab.js',
    ]) {
      const ask = (encoding: string) =>
        t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      const br = await ask('gzip, deflate, br');
      expect(br.headers).toMatchObject({
        'content-encoding': 'br',
        vary: expect.stringMatching(/accept-encoding/i),
      });
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
      const gz = await ask('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
      const plain = await ask('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(text);
    }
  });

  it('serves no source map unless the operator asks (SOURCE_MAPS=public)', async () => {
    const folder = join(t.config.remotesDir, 'mfe_banking', '1.0.0');
    writeFileSync(join(folder, 'remoteEntry.js.map'), '{"sources":["banking.tsx"]}');
    expect((await get('/remotes/mfe_banking/1.0.0/remoteEntry.js.map')).statusCode).toBe(404);
  });

  it('serves versioned remote files as immutable', async () => {
    const response = await get('/remotes/mfe_banking/1.0.0/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves the admin remote's files to staff sessions only", async () => {
    const file = '/remotes/mfe_admin/1.0.0/remoteEntry.js';
    expect((await get(file)).statusCode).toBe(404);
    const customer = await newCustomer(t);
    // From the browser that passed their second factor: a new one is asked for it first.
    const signedIn = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: customer.email, password: STRONG_PASSWORD },
      device: customer.deviceCookie,
    });
    expect(signedIn.setCookie.some((line) => line.startsWith('vaultline_staff_assets=;'))).toBe(
      true,
    );
    const staff = await newStaff(t);
    const staffSignIn = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: staff.email, password: STRONG_PASSWORD },
      device: staff.deviceCookie,
    });
    const cookie = staffSignIn.setCookie
      .find((line) => line.startsWith('vaultline_staff_assets='))
      ?.split(';')[0] as string;
    expect(staffSignIn.setCookie.join('\n')).toMatch(
      /vaultline_staff_assets=[^;]+;.*Path=\/remotes\/mfe_admin.*HttpOnly/i,
    );
    const served = await t.app.inject({ method: 'GET', url: file, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers.vary).toMatch(/Cookie/);
    const forged = cookie.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect(
      (await t.app.inject({ method: 'GET', url: file, headers: { cookie: forged } })).statusCode,
    ).toBe(404);
  });

  it("never serves the admin remote's files anonymously, however the path is spelled", async () => {
    const spellings = [
      '/remotes/mfe%5Fadmin/1.0.0/remoteEntry.js',
      '/remotes/%6Dfe_admin/1.0.0/remoteEntry.js',
      '/remotes/mfe%5fadmin/1.0.0/remoteEntry.js.map',
      '/remotes//mfe_admin/1.0.0/remoteEntry.js',
      '/remotes/./mfe_admin/1.0.0/remoteEntry.js',
      '/remotes/mfe_banking/../mfe_admin/1.0.0/remoteEntry.js',
      '/remotes/mfe_banking/%2e%2e/mfe_admin/1.0.0/remoteEntry.js',
      '/remotes/mfe_admin%2F1.0.0/remoteEntry.js',
      '/remotes/mfe_admin/1.0.0/remoteEntry.js',
    ];
    for (const url of spellings) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('admin');
    }
  });

  it('refuses a staff cookie with junk after its signature, and one whose session signed out', async () => {
    const file = '/remotes/mfe_admin/1.0.0/remoteEntry.js';
    const staff = await newStaff(t);
    const signedIn = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: staff.email, password: STRONG_PASSWORD },
      device: staff.deviceCookie,
    });
    const cookie = signedIn.setCookie
      .find((line) => line.startsWith('vaultline_staff_assets='))
      ?.split(';')[0] as string;
    const fetchWith = async (value: string) =>
      (await t.app.inject({ method: 'GET', url: file, headers: { cookie: value } })).statusCode;
    expect(await fetchWith(cookie)).toBe(200);
    for (const junk of ['zz', '.0', 'g', '00'])
      expect({ junk, status: await fetchWith(`${cookie}${junk}`) }).toEqual({ junk, status: 404 });
    await call(t, 'POST', '/api/auth/sign-out', { cookie: signedIn.refreshCookie });
    expect(await fetchWith(cookie)).toBe(404);
  });

  it('serves the baked default registry, never cached, once the release tooling wrote it', async () => {
    expect((await get('/remotes/registry-default.json')).statusCode).toBe(404);
    writeFileSync(join(t.config.remotesDir, 'registry-default.json'), '{"remotes":[]}');
    const response = await get('/remotes/registry-default.json');
    expect([response.statusCode, response.headers['cache-control'], response.json()]).toEqual([
      200,
      'no-cache',
      { remotes: [] },
    ]);
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
    for (const url of [
      '/missing.js',
      '/remotes/mfe_banking/1.0.0/missing.js',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/remotes/../secret.txt',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('secret');
    }
  });
});

describe('one origin in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: 'production' });
    mkdirSync(join(t.config.remotesDir, 'mfe_banking', '1.0.0'), { recursive: true });
    writeFileSync(join(t.config.remotesDir, 'mfe_banking', '1.0.0', 'remoteEntry.js'), 'var x');
    writeFileSync(join(t.config.remotesDir, 'mfe_banking', '1.0.0', 'remoteEntry.js.map'), '{}');
    writeFileSync(join(t.config.webRoot, 'main.0123456789abcdef.js.map'), '{}');
  });
  afterAll(() => t.close());

  it('publishes no source maps', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/remotes/mfe_banking/1.0.0/remoteEntry.js' }))
        .statusCode,
    ).toBe(200);
    for (const url of [
      '/remotes/mfe_banking/1.0.0/remoteEntry.js.map',
      '/main.0123456789abcdef.js.map',
    ]) {
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({
        url,
        status: 404,
      });
    }
  });
});

/** A GET of the path byte for byte over a real socket (inject would resolve "/x/../" first): status and body. */
function getRaw(t: TestApp, path: string): Promise<{ status: number; body: string }> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Security review, issue 36, item 13: the catch-all route checked for /remotes before it normalised
 * the path, and a remote's name was compared with its case. Here the remotes folder lies inside the
 * web root, and symbolic links stand in for a case-insensitive disk (macOS, Windows), where
 * "REMOTES" and "MFE_ADMIN" open the same folders as "remotes" and "mfe_admin".
 */
describe('the admin remote, with the remotes inside the web root on a case-insensitive disk', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'vaultline-web-'));
    const remotesDir = join(webRoot, 'remotes');
    t = await startTestApp('pglite', { webRoot, remotesDir });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>shell</title>');
    mkdirSync(join(remotesDir, 'mfe_admin', '1.0.0'), { recursive: true });
    writeFileSync(join(remotesDir, 'mfe_admin', '1.0.0', 'remoteEntry.js'), 'var admin');
    for (const name of ['MFE_ADMIN', 'Mfe_Admin'])
      symlinkSync(join(remotesDir, 'mfe_admin'), join(remotesDir, name));
    for (const name of ['REMOTES', 'Remotes']) symlinkSync(remotesDir, join(webRoot, name));
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it("never serves the admin remote's files anonymously by a case variant or a path that normalises into /remotes", async () => {
    const spellings = [
      '/remotes/MFE_ADMIN/1.0.0/remoteEntry.js',
      '/remotes/Mfe_Admin/1.0.0/remoteEntry.js',
      '/remotes/mfe_ADMIN/1.0.0/remoteEntry.js',
      '/REMOTES/mfe_admin/1.0.0/remoteEntry.js',
      '/Remotes/mfe_admin/1.0.0/remoteEntry.js',
      '/REMOTES/MFE_ADMIN/1.0.0/remoteEntry.js',
      '/x/..%2Fremotes/mfe_admin/1.0.0/remoteEntry.js',
      '/x/..%2FREMOTES/mfe_admin/1.0.0/remoteEntry.js',
      '/x/%2e%2e/remotes/mfe_admin/1.0.0/remoteEntry.js',
      '/x/../remotes/mfe_admin/1.0.0/remoteEntry.js',
      '//remotes/mfe_admin/1.0.0/remoteEntry.js',
      '/.//remotes/mfe_admin/1.0.0/remoteEntry.js',
      '/x%5C..%5Cremotes/mfe_admin/1.0.0/remoteEntry.js',
    ];
    for (const url of spellings) {
      const response = await getRaw(t, url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('var admin');
    }
  });

  it('still serves the shell and its client-side routes', async () => {
    for (const url of ['/', '/dashboard', '/remotes-help']) {
      const response = await getRaw(t, url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<title>shell</title>');
    }
  });
});
