import { request } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { RemoteRegistry } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { apiClient } from '../support/bank';
import { buildRelease, remotesCli, shellFingerprint } from '../support/portal';
import { liveVersion } from '../support/releases';
import {
  completeSignIn,
  demoAccount,
  mailIds,
  SIGN_IN_CODE,
  signInViaApi,
} from '../support/session';
import { appRunning, enterSignInCode } from '../support/ui';

function remoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** A GET with the path sent exactly as written (fetch would resolve "/./" and "//" first); answers the status. */
function rawGet(base: string, path: string, cookie?: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const call = request(
      { hostname, port, path, headers: cookie ? { cookie } : {} },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

test.describe('runtime federation', () => {
  test('renders a page of each remote', async ({ page }) => {
    await signInViaApi(page, demoAccount('admin'));
    await page.goto('/');
    await appRunning(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Public module /)).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Banking module /)).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Admin module /)).toBeVisible();
  });

  test('keeps the portal working when the admin remote is unreachable', async ({ page }) => {
    await signInViaApi(page, demoAccount('admin'));
    let blocked = true;
    await page.route('**/remotes/mfe_admin/**', (route) =>
      blocked ? route.abort() : route.continue(),
    );

    await page.goto('/admin');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // Staff navigate the back office; their own profile is the banking remote's, still working.
    await page.getByRole('button', { name: 'My profile' }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Once the remote is back, Retry loads it without a page reload.
    await page.goto('/admin');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('never downloads the admin remote on customer pages', async ({ page }) => {
    await signInViaApi(page, demoAccount('customer'));
    const requests = remoteRequests(page);
    for (const path of ['/dashboard', '/accounts', '/transactions', '/settings', '/faq']) {
      await page.goto(path);
      await expect(page.getByText(/^Banking module /)).toBeVisible();
    }
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    expect(requests.some((url) => url.startsWith('/remotes/mfe_banking/'))).toBe(true);
    expect(requests.filter((url) => url.startsWith('/remotes/mfe_admin/'))).toEqual([]);
  });

  test("serves the admin remote's files to an open staff session only, however the path is spelled", async () => {
    const base = process.env.E2E_BASE_URL as string;
    // A staff session of its own (the sign-in's emailed code included), and the cookies it was given.
    const staff = await apiClient();
    const session = await completeSignIn(staff, demoAccount('admin'));
    const cookies = (await staff.storageState()).cookies.map(
      ({ name, value }) => `${name}=${value}`,
    );
    const staffCookie = cookies.find((cookie) =>
      cookie.startsWith('vaultline_staff_assets='),
    ) as string;
    const registry = await fetch(`${base}/api/platform/remotes`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const admin = ((await registry.json()) as RemoteRegistry).remotes.find(
      (remote) => remote.name === 'mfe_admin',
    );
    const entry = `/remotes/mfe_admin/${admin?.release?.version}/remoteEntry.js`;
    expect(await rawGet(base, entry, staffCookie)).toBe(200);
    for (const path of [
      entry,
      entry.replace('mfe_admin', 'mfe%5Fadmin'),
      entry.replace('mfe_admin', '%6Dfe_admin'),
      entry.replace('/mfe_admin', '//mfe_admin'),
      entry.replace('/mfe_admin', '/./mfe_admin'),
      `${entry}.map`,
    ]) {
      expect({ path, status: await rawGet(base, path) }).toEqual({ path, status: 404 });
    }
    const anonymous = (await (
      await fetch(`${base}/api/platform/remotes`)
    ).json()) as RemoteRegistry;
    expect(anonymous.remotes.find((remote) => remote.name === 'mfe_admin')).toMatchObject({
      release: null,
      previous: [],
    });
    expect((await staff.post('/api/auth/sign-out')).ok()).toBe(true);
    await staff.dispose();
    expect(await rawGet(base, entry, staffCookie)).toBe(404);
  });

  test('publishing a banking release and rolling it back changes only the banking remote', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const shellBefore = shellFingerprint();
    await signInViaApi(page, demoAccount('customer'));
    await page.goto('/dashboard');
    const marker = page.getByText(/^Banking module /);
    const first = await marker.textContent();
    const good = await liveVersion('mfe_banking');

    const next = `${good.split('-')[0]}-e2e-${Date.now().toString(36)}`;
    await buildRelease('mfe_banking', next);
    await remotesCli('promote', 'mfe-banking', '--version', next);
    await page.reload();
    await expect(marker).toHaveText(`Banking module ${next}`);

    await remotesCli('rollback', 'mfe-banking');
    await page.reload();
    await expect(marker).toHaveText(first ?? '');
    expect(await liveVersion('mfe_banking')).toBe(good);
    expect(shellFingerprint()).toEqual(shellBefore);
  });
});

test.describe('first visit', () => {
  test('the drawn sign-in form works before any app script; a new browser takes its code in the app', async ({
    page,
  }) => {
    const requested: string[] = [];
    await page.route('**/*.js', async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await route.continue();
    });
    const appScripts = () => requested.filter((path) => path !== '/start-app.js');
    const customer = demoAccount('customer');
    await page.goto('/login', { waitUntil: 'load' });
    const drawn = page.locator('#root[data-prerendered]');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    // Styled as the app draws it (the primary colour of the theme), not bare HTML.
    await expect(drawn.getByRole('link', { name: 'Forgot password?' })).toHaveCSS(
      'color',
      'rgb(31, 79, 209)',
    );
    // Typing in the form does not start the app: the form works without it.
    await drawn.getByLabel('Email').fill(customer.email);
    await drawn.locator('input[type=password]').fill(customer.password);
    await expect(drawn.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(requested).toEqual(['/start-app.js']);
    const before = await mailIds(customer.email, SIGN_IN_CODE);
    await drawn.getByRole('button', { name: 'Sign In' }).click();
    // This browser is new to the account: the API sends it back to the sign-in page at the second
    // step, which the app (started at once for it) shows.
    await enterSignInCode(page, customer.email, before);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(appScripts().length).toBeGreaterThan(0);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a known browser signs in with the plain form and lands on its own balance, before the app', async ({
    page,
  }) => {
    const customer = demoAccount('customer');
    const api = await apiClient();
    const { accessToken } = await completeSignIn(api, customer);
    const summary = (await (
      await api.get('/api/accounts/summary', {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()) as { totalBalanceMinor: number; activeAccounts: number };
    // This browser passed a second factor for the account before: it keeps only that cookie.
    await signInViaApi(page, customer);
    const device = (await page.context().cookies()).filter((c) => c.name === 'vaultline_device');
    await page.context().clearCookies();
    await page.context().addCookies(device);
    // The app's script is held back: what follows works without it.
    await page.route(/\/main\.[0-9a-f]+\.js$/, () => undefined);
    await page.goto('/login', { waitUntil: 'load' });
    const form = page.locator('#root[data-prerendered] form');
    await form.getByLabel('Email').fill(customer.email);
    await form.locator('input[type=password]').fill(customer.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const drawn = page.locator('#root[data-prerendered]');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(drawn.locator('[data-drawn-figure="total-balance"]')).toContainText(
      formatUsd(summary.totalBalanceMinor),
    );
    await expect(drawn.locator('[data-drawn-figure="active-accounts"]')).toContainText(
      String(summary.activeAccounts),
    );
    // The figures are this customer's: no cache may keep the page.
    const again = await page.request.get('/dashboard');
    expect(again.headers()['cache-control']).toBe('no-store');
  });

  test('the landing starts the app once its live figures come into view', async ({ page }) => {
    const appRequested = page.waitForRequest(/\/main\.[0-9a-f]+\.js$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await appRequested;
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Platform figures' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  test('a browser that had a session gets the app alone, not the page drawn for visitors', async ({
    page,
  }) => {
    const visitor = await page.request.get('/');
    expect(await visitor.text()).toContain('data-prerendered');
    await signInViaApi(page, demoAccount('customer'));
    const response = await page.goto('/');
    expect(await response?.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toBeVisible();
  });

  test("a signed-in visitor's dashboard is drawn ahead with their own figures; the app takes it over", async ({
    page,
  }) => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await signInViaApi(page, demoAccount('customer'));
    const response = await page.goto('/dashboard', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    // The app's own script is in the page (no start-app.js: a signed-in page waits for its data).
    expect(html).toMatch(/<script defer[^>]* src="?\/main\.[0-9a-f]+\.js/);
    expect(html).not.toContain('start-app.js');
    const drawn = page.locator('#root[data-prerendered]');
    await expect(drawn.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(drawn.getByRole('link', { name: 'Quick Transfer' })).toHaveAttribute(
      'href',
      '/transfer',
    );
    await expect(drawn.getByText('Welcome back!', { exact: true })).toBeVisible();
    // Their figures, drawn by the API (their session's cookie came with the page); the recent
    // activity waits for the app.
    await expect(drawn.locator('[data-drawn-figure="total-balance"]')).toContainText(
      /\$[\d,]+\.\d\d/,
    );
    await expect(drawn.getByLabel('Loading recent activity')).toBeVisible();
    release();
    await expect(drawn).toHaveCount(0);
    await expect(page.getByText(/^Welcome back, .+!$/)).toBeVisible();
    await expect(page.getByText(/\$[\d,]+\.\d\d/).first()).toBeVisible();
    // A visitor who chose the dark scheme is sent the app alone (the page is drawn light).
    await page
      .context()
      .addCookies([{ name: 'vaultline_color_mode', value: 'dark', url: page.url() }]);
    const dark = await page.request.get('/dashboard');
    expect(await dark.text()).not.toContain('data-prerendered');
  });
});

test.describe('routes', () => {
  test('unknown paths show the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('linked routes without screens show "coming soon" inside the portal', async ({ page }) => {
    await signInViaApi(page, demoAccount('customer'));
    for (const [path, title] of [
      ['/transfer/international', 'International Transfer'],
      ['/invest/treasury', 'Treasury Bills'],
      ['/loans/apply', 'Apply for a Loan'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('#main').getByText('Coming soon')).toBeVisible();
    }
  });

  test('scrolls to the top on every route change', async ({ page }) => {
    await signInViaApi(page, demoAccount('customer'));
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/cards/manage');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('shell chrome', () => {
  test.beforeEach(async ({ page }) => signInViaApi(page, demoAccount('customer')));

  test('remembers dark mode across reloads, and can go back to following the system', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/faq');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const choose = async (current: string, option: string) => {
      await page.getByRole('button', { name: `Theme: ${current}` }).click();
      await page.getByRole('menuitemradio', { name: option }).click();
    };
    const light = await background();
    await choose('Same as system', 'Dark');
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    const dark = await background();
    expect(dark).not.toEqual(light);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    expect(await background()).toEqual(dark);
    // Following the system again: it changes with the system's setting, live.
    await choose('Dark', 'Same as system');
    await expect.poll(background).not.toEqual(dark);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toEqual(dark);
  });

  test('Ctrl+B toggles the sidebar and keeps its state in a cookie for 7 days', async ({
    page,
    context,
  }) => {
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Contact Support')).toBeVisible();
    await page.keyboard.press('Control+b');
    await expect(nav.getByText('Contact Support')).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await page.reload();
    await expect(nav.getByLabel('Contact Support')).toBeVisible();
    await expect(nav.getByText('Contact Support')).toBeHidden();
    await page.keyboard.press('Control+b');
    await expect(nav.getByText('Contact Support')).toBeVisible();
  });

  test('shows the mobile menu below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await menu.getByRole('button', { name: 'Investments' }).click();
    await menu.getByRole('link', { name: 'Treasury Bills' }).click();
    await expect(page).toHaveURL(/\/invest\/treasury$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  });
});
