import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { RemoteName } from '@vaultline/contracts';
import { REMOTE_CONTRACT_VERSION } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { call } from '../../support/http';
import { newCustomer, STRONG_PASSWORD } from '../../support/identity';
import { buildRelease, publishBody } from '../../support/releases';
import type { TestApp } from '../../support/test-app';
import { startTestApp, TEST_OPS_TOKEN } from '../../support/test-app';

const SHELL =
  '<!doctype html><html><head><title>shell</title><script defer src=/main.0123abcd.js></script></head>' +
  '<body><div id=root></div></body></html>';
const LANDING = '<main><h1>Banking, honestly</h1></main>';
const SIGN_IN = '<main><h1>Sign In</h1><form><input type="email"></form></main>';
const DASHBOARD = '<h1>Dashboard</h1><span class="MuiSkeleton-root"></span>';
const FRAME = '<nav>Dashboard</nav><main><div data-drawn-page></div></main>';
/** A figure as the banking remote draws it: its wrapper, emotion's styles, the skeleton. */
const figure = (name: string) =>
  `<span data-drawn-figure="${name}"><style data-emotion="css k1">.k1{width:100px}</style>` +
  '<span class="MuiSkeleton-root k1" aria-label="Loading" style="width:100px"></span></span>';
const DASHBOARD_WITH_FIGURES =
  `<h1>Dashboard</h1><p>${figure('total-balance')}</p><p>${figure('active-accounts')}</p>` +
  `<p>${figure('unknown-figure')}</p>` +
  // As a minifying build writes it: the attribute's value unquoted.
  `<p>${figure('transaction-count').replace('="transaction-count"', '=transaction-count')}</p>`;
const cookieValue = (setCookie: string[], name: string) =>
  /^[^=]+=([^;]*)/.exec(setCookie.find((cookie) => cookie.startsWith(`${name}=`)) ?? '')?.[1];

describe('first visit: public pages rendered at build time, inside the shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    mkdirSync(t.config.webRoot, { recursive: true });
    writeFileSync(join(t.config.webRoot, 'index.html'), SHELL);
  });
  afterAll(() => t.close());

  const publish = async (
    version: string,
    pages: Record<string, string>,
    tamper?: string,
    name: RemoteName = 'mfe_public',
  ) => {
    buildRelease(t, name, version, REMOTE_CONTRACT_VERSION, pages);
    if (tamper) writeFileSync(join(t.config.remotesDir, name, version, tamper), '<script>');
    const routes = name === 'mfe_public' ? ['/', '/login'] : ['/dashboard'];
    const body = publishBody(name, version, { routes });
    const response = await call(t, 'POST', `/api/platform/remotes/${name}/releases`, {
      token: t.releaseTokens[name],
      body,
    });
    expect(response.status).toBe(201);
    // Live at once: ops, the second credential holder, approve the candidate.
    const approved = await call(t, 'POST', `/api/platform/remotes/${name}/approve`, {
      token: TEST_OPS_TOKEN,
      body: { version },
    });
    expect(approved.status).toBe(200);
  };
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    return response;
  };
  const text = async (url: string, headers: Record<string, string> = {}) =>
    (await page(url, { 'accept-encoding': 'identity', ...headers })).body;

  it('sends the shell alone while no public release has pages', async () => {
    expect(await text('/')).toBe(SHELL);
  });

  it("puts the live release's page inside the shell's root element, compressed, for signed-out browsers", async () => {
    await publish('1.0.0', { '/': LANDING, '/login': SIGN_IN });
    const response = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      vary: expect.stringMatching(/Cookie/),
    });
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).toContain(`<div id="root" data-prerendered="1.0.0">${LANDING}</div>`);
    expect(html).toMatch(
      /prefers-color-scheme: dark.*data-prerendered.*visibility:hidden.*<\/head>/,
    );
    // The app starts at the visitor's first interaction: its script is named, not loaded.
    expect(html).toContain(
      '<script defer src="/start-app.js" data-app="/main.0123abcd.js"></script>',
    );
    expect(html).not.toContain('src=/main.0123abcd.js');
    expect(await text('/login?next=%2Fsupport')).toContain(SIGN_IN);
  });

  it('sends the shell alone for paths without a page, and the public pages to no one who had a session', async () => {
    expect(await text('/accounts')).toBe(SHELL);
    expect(await text('/login/')).toBe(SHELL);
    expect(await text('/', { cookie: 'vaultline_signed_in=1' })).toBe(SHELL);
  });

  it('sends no drawn page to a visitor who chose the dark scheme, and no guard to one who chose light', async () => {
    expect(await text('/', { cookie: 'vaultline_color_mode=dark' })).toBe(SHELL);
    const light = await text('/', { cookie: 'vaultline_color_mode=light' });
    expect(light).toContain(LANDING);
    expect(light).not.toContain('prefers-color-scheme: dark');
  });

  it("puts the banking release's dashboard in the shell's frame for a browser that had a session", async () => {
    const signedIn = { cookie: 'vaultline_signed_in=1' };
    await publish('2.0.0', { '/dashboard': DASHBOARD }, undefined, 'mfe_banking');
    // No frame in the shell's build: the shell alone.
    expect(await text('/dashboard', signedIn)).toBe(SHELL);
    mkdirSync(join(t.config.webRoot, 'prerender'), { recursive: true });
    writeFileSync(join(t.config.webRoot, 'prerender/dashboard.html'), FRAME);
    const html = await text('/dashboard', signedIn);
    expect(html).toContain(
      `<div id="root" data-prerendered="2.0.0"><nav>Dashboard</nav><main>${DASHBOARD}</main></div>`,
    );
    expect(html).toContain('<script defer src=/main.0123abcd.js></script>');
    expect(html).not.toContain('start-app.js');
    expect(html).toMatch(/prefers-color-scheme: dark.*visibility:hidden/);
    // Its buttons wait for the app, but for those of a plain form the API answers; links work at once.
    expect(html).toContain(
      '#root[data-prerendered] button:not([data-works-before-app]){pointer-events:none}',
    );
    // Signed out, or with the sidebar closed (the frame is drawn open): the shell alone.
    expect(await text('/dashboard')).toBe(SHELL);
    expect(await text('/dashboard', { cookie: 'vaultline_signed_in=1; sidebar:state=false' })).toBe(
      SHELL,
    );
    expect(
      await text('/dashboard', { cookie: 'vaultline_signed_in=1; sidebar:state=true' }),
    ).toContain(DASHBOARD);
  });

  it("draws the customer's own figures in the dashboard for a request that carries their open session", async () => {
    await publish('2.1.0', { '/dashboard': DASHBOARD_WITH_FIGURES }, undefined, 'mfe_banking');
    const customer = await newCustomer(t);
    const signIn = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: customer.email, password: STRONG_PASSWORD },
      device: customer.deviceCookie,
    });
    const drawnPage = cookieValue(signIn.setCookie, 'vaultline_drawn_page');
    expect(drawnPage).toMatch(/^[0-9a-f-]{36}\.[0-9a-f-]{36}\.\d{10}\.[0-9a-f]{64}$/);
    const summary = await call(t, 'GET', '/api/accounts/summary', {
      token: signIn.body.accessToken,
    });
    const cookie = `vaultline_signed_in=1; vaultline_drawn_page=${drawnPage}`;
    const response = await page('/dashboard', { 'accept-encoding': 'br', cookie });
    expect(response.headers['cache-control']).toBe('no-store');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    const balance = formatUsd(summary.body.totalBalanceMinor);
    expect(html).toContain(
      `<span data-drawn-figure="total-balance"><style data-emotion="css k1">.k1{width:100px}</style>${balance}</span>`,
    );
    expect(html).toMatch(
      new RegExp(
        `data-drawn-figure="active-accounts"><style[^>]*>[^<]*</style>${summary.body.activeAccounts}</span>`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `data-drawn-figure=transaction-count><style[^>]*>[^<]*</style>${summary.body.transactionCount}</span>`,
      ),
    );
    // A figure the API does not know keeps its skeleton.
    expect(html).toContain(figure('unknown-figure'));
    // Without the cookie, with a forged one, or once the session ended: skeletons, for any cache.
    const flipped = drawnPage?.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const forged = `vaultline_signed_in=1; vaultline_drawn_page=${flipped}`;
    const signedOut = await call(t, 'POST', '/api/auth/sign-out', { cookie: signIn.refreshCookie });
    expect(signedOut.status).toBe(204);
    for (const stale of ['vaultline_signed_in=1', forged, cookie]) {
      const skeletons = await page('/dashboard', { 'accept-encoding': 'identity', cookie: stale });
      expect(skeletons.headers['cache-control']).toBe('no-cache');
      expect(skeletons.body).toContain(DASHBOARD_WITH_FIGURES);
    }
  });

  it('marks a session on the page path when signing in, and clears the mark on sign-out', async () => {
    const customer = await newCustomer(t);
    const signIn = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: customer.email, password: STRONG_PASSWORD },
      device: customer.deviceCookie,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.setCookie.join('\n')).toMatch(/vaultline_signed_in=1;.*Path=\/;.*HttpOnly/i);
    const signOut = await call(t, 'POST', '/api/auth/sign-out', { cookie: signIn.refreshCookie });
    expect(signOut.status).toBe(204);
    expect(signOut.setCookie.join('\n')).toMatch(/vaultline_signed_in=;.*Path=\//);
  });

  it("refuses a page that does not match its release's manifest, and a rollback's page is the one served", async () => {
    await publish('1.1.0', { '/': '<main><h1>New landing</h1></main>' }, 'prerender/page-0.html');
    expect(await text('/')).toBe(SHELL);
    const rollback = await call(t, 'POST', '/api/platform/remotes/mfe_public/rollback', {
      token: TEST_OPS_TOKEN,
      body: {},
    });
    expect(rollback.status).toBe(200);
    expect(await text('/')).toContain(`data-prerendered="1.0.0">${LANDING}`);
  });
});
