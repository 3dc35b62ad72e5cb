import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { REMOTE_CONTRACT_VERSION } from '@vaultline/contracts';
import type { RemoteName } from '@vaultline/contracts';
import {
  canary,
  liveVersion,
  promote,
  registerRelease,
  releaseCopy,
  releases,
  rollback,
} from '../support/releases';
import { demoAccount, mailIds, newCode, SIGN_IN_CODE, signInViaApi } from '../support/session';
import { appRunning } from '../support/ui';

/**
 * Releases ops can trust (issue 15): each test makes the releases it needs from the live one
 * (copies registered through the API, no build) and leaves the live release as it found it.
 */
/** Makes a copy of the live release live (or a candidate), runs `body`, then rolls back to the release that was live. */
async function withCopy(
  name: RemoteName,
  options: Parameters<typeof releaseCopy>[3],
  body: (good: string, copy: string) => Promise<void>,
) {
  const good = await liveVersion(name);
  const copy = `${good}-c${randomBytes(3).toString('hex')}`;
  await releaseCopy(name, good, copy, options);
  try {
    await body(good, copy);
  } finally {
    if ((await liveVersion(name)) !== good) await rollback(name, { version: good });
    const list = await releases(name);
    if (list.releases.some((release) => release.state === 'canary')) await canary(name, 0);
  }
}

/** Every remote entry the page loaded, as "<name>/<version>". */
function loadedEntries(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const match = /\/remotes\/(mfe_\w+)\/([^/]+)\/remoteEntry\.js$/.exec(
      new URL(response.url()).pathname,
    );
    if (match && response.ok()) loaded.push(`${match[1]}/${match[2]}`);
  });
  return loaded;
}

/** The downgrade reports the page sent. */
function downgrades(page: Page): unknown[] {
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/downgrades'))
      reports.push(JSON.parse(request.postData() ?? 'null'));
  });
  return reports;
}

/** The dashboard as the app draws it (the API may send it drawn at build time, before any script). */
const dashboard = (page: Page) =>
  page
    .locator('#root:not([data-prerendered])')
    .getByRole('heading', { level: 1, name: 'Dashboard' });

test.describe('loading that survives blips and bad releases', () => {
  test.beforeEach(async ({ page }) => signInViaApi(page, demoAccount('customer')));

  test('retries a 503 on the manifest and on the entry, then runs the live release', async ({
    page,
  }) => {
    const live = await liveVersion('mfe_banking');
    const failures = { manifest: 1, entry: 1 };
    await page.route(`**/remotes/mfe_banking/${live}/mf-manifest.json`, (route) =>
      failures.manifest-- > 0 ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
    );
    await page.route(`**/remotes/mfe_banking/${live}/remoteEntry.js`, (route) =>
      failures.entry-- > 0 ? route.fulfill({ status: 503 }) : route.continue(),
    );
    const loaded = loadedEntries(page);
    const reports = downgrades(page);
    await page.goto('/dashboard');
    await expect(dashboard(page)).toBeVisible();
    // Each blip was answered once, then the same release loaded (a retry fetches the manifest again).
    expect(failures.entry).toBe(-1);
    expect(failures.manifest).toBeLessThan(0);
    expect(loaded).toEqual([`mfe_banking/${live}`]);
    expect(reports).toEqual([]);
  });

  test('runs the last known-good release when the live one is broken, and says so', async ({
    page,
  }) => {
    await withCopy('mfe_banking', { live: true }, async (good, broken) => {
      await page.route(`**/remotes/mfe_banking/${broken}/**`, (route) =>
        route.fulfill({ status: 500, body: 'down' }),
      );
      const loaded = loadedEntries(page);
      const reports = downgrades(page);
      await page.goto('/dashboard');
      await expect(dashboard(page)).toBeVisible();
      expect(loaded).toEqual([`mfe_banking/${good}`]);
      await expect
        .poll(() => reports)
        .toEqual([{ fromVersion: broken, toVersion: good, reason: 'load_failed' }]);
    });
  });

  test('refuses a release built for another contract before any of its code runs', async ({
    page,
  }) => {
    const editManifest = (manifest: Record<string, unknown>) => {
      (manifest.metaData as { vaultline: { contractVersion: number } }).vaultline.contractVersion =
        99;
    };
    await withCopy('mfe_banking', { live: true, editManifest }, async (good, other) => {
      const loaded = loadedEntries(page);
      const reports = downgrades(page);
      await page.goto('/dashboard');
      await expect(dashboard(page)).toBeVisible();
      expect(loaded).toEqual([`mfe_banking/${good}`]);
      await expect
        .poll(() => reports)
        .toEqual([{ fromVersion: other, toVersion: good, reason: 'contract' }]);
    });
  });

  for (const [what, file] of [
    ['manifest', 'mf-manifest.json'],
    ['entry', 'remoteEntry.js'],
    ['expose chunk', '__federation_expose_routes.*.js'],
  ] as const) {
    test(`never runs a tampered ${what}: the known-good release runs instead`, async ({ page }) => {
      await withCopy('mfe_banking', { live: true }, async (good, tampered) => {
        await page.route(`**/remotes/mfe_banking/${tampered}/${file}`, async (route) => {
          const original = await route.fetch();
          const body = file.endsWith('.json')
            ? (await original.text()).replace('{', '{"injected":true,')
            : `${await original.text()}\n;window.__tampered=true;`;
          await route.fulfill({ response: original, body });
        });
        const reports = downgrades(page);
        await page.goto('/dashboard');
        await expect(dashboard(page)).toBeVisible();
        expect(
          await page.evaluate(() => (window as { __tampered?: boolean }).__tampered),
        ).toBeUndefined();
        await expect
          .poll(() => reports)
          .toEqual([
            {
              fromVersion: tampered,
              toVersion: good,
              reason: what === 'manifest' ? 'integrity' : 'load_failed',
            },
          ]);
      });
    });
  }
});

test.describe('canary and rollback', () => {
  test('serves a canary to its share, sticky per browser; 0 % is nobody, promote is everybody', async ({
    browser,
  }) => {
    await withCopy('mfe_public', { live: false }, async (good, candidate) => {
      /** The mfe_public release a fresh browser (or this one again) runs on the landing page. */
      const landing = async (page: Page) => {
        const loaded = loadedEntries(page);
        await page.goto('/');
        await appRunning(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        return loaded.find((entry) => entry.startsWith('mfe_public/'));
      };
      const fresh = async () => (await browser.newContext()).newPage();
      await canary('mfe_public', 100);
      const first = await fresh();
      expect(await landing(first)).toBe(`mfe_public/${candidate}`);
      await canary('mfe_public', 0);
      expect(await landing(await fresh())).toBe(`mfe_public/${good}`);
      await canary('mfe_public', 50);
      const sticky = await fresh();
      const seen = new Set([await landing(sticky), await landing(sticky), await landing(sticky)]);
      expect(seen.size).toBe(1);
      await promote('mfe_public');
      expect(await landing(await fresh())).toBe(`mfe_public/${candidate}`);
    });
  });

  test('an open tab offers a reload after a rollback, and reloads by itself after an urgent one', async ({
    page,
  }) => {
    await signInViaApi(page, demoAccount('customer'));
    await page.clock.install();
    for (const urgent of [false, true]) {
      await withCopy('mfe_banking', { live: true }, async (good, copy) => {
        const loaded = loadedEntries(page);
        await page.goto('/dashboard');
        await expect(dashboard(page)).toBeVisible();
        expect(loaded).toEqual([`mfe_banking/${copy}`]);
        await rollback('mfe_banking', { version: good, urgent });
        // Another release went live meanwhile: the open tab keeps working on its own, immutable files.
        await page.getByRole('link', { name: 'FAQ' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
        ).toBeVisible();
        await page.clock.fastForward('00:31');
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        if (!urgent)
          await page
            .getByRole('alert')
            .filter({ hasText: 'A fix for this part of Vaultline was released' })
            .getByRole('button', { name: 'Reload' })
            .click();
        await expect.poll(() => loaded).toEqual([`mfe_banking/${copy}`, `mfe_banking/${good}`]);
      });
    }
  });
});

test.describe('outages', () => {
  test('a first visit while the registry is down renders the landing from the default registry', async ({
    browser,
  }) => {
    const page = await (await browser.newContext()).newPage();
    await page.route('**/api/platform/remotes', (route) =>
      route.fulfill({ status: 503, body: '{"code":"SERVICE_UNAVAILABLE","message":"down"}' }),
    );
    await page.goto('/');
    await appRunning(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Public module /)).toBeVisible();
  });

  test('signing in works when the public remote cannot load at all', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await page.route('**/remotes/mfe_public/**', (route) => route.abort());
    await page.goto('/login');
    await appRunning(page);
    await expect(
      page.getByText('The sign-in page could not load; you can still sign in here.'),
    ).toBeVisible();
    const { email, password } = demoAccount('customer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const before = await mailIds(email, SIGN_IN_CODE);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A new browser: the shell's own form asks for the emailed code too.
    await page.getByLabel('6-digit code').fill(await newCode(email, SIGN_IN_CODE, before));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(dashboard(page)).toBeVisible();
  });

  test('staff whose registry has no admin release see the fallback, not a spinner', async ({
    page,
  }) => {
    await signInViaApi(page, demoAccount('admin'));
    await page.route('**/api/platform/remotes', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as {
        remotes: Array<{ name: string; release: unknown }>;
      };
      for (const remote of registry.remotes) if (remote.name === 'mfe_admin') remote.release = null;
      await route.fulfill({ response, json: registry });
    });
    await page.goto('/admin');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
  });
});

test.describe('one runtime, one theme, a strict policy', () => {
  test('shares exactly one React, router, MUI, emotion, zustand and session store, all the shell’s, and one style cache', async ({
    page,
  }) => {
    await signInViaApi(page, demoAccount('customer'));
    for (const [path, heading] of [
      ['/', page.getByRole('heading', { level: 1 })],
      ['/dashboard', dashboard(page)],
    ] as const) {
      await page.goto(path);
      await expect(heading).toBeVisible();
      const copies = await page.evaluate(() => {
        type Versions = Record<string, { from: string; loaded?: boolean }>;
        const share = (
          window as unknown as {
            __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
          }
        ).__FEDERATION__.__SHARE__;
        const found: Record<string, string[]> = {};
        for (const scopes of Object.values(share))
          for (const packages of Object.values(scopes))
            for (const [name, versions] of Object.entries(packages))
              for (const [version, info] of Object.entries(versions))
                if (info.loaded)
                  found[name] = [
                    ...new Set([...(found[name] ?? []), `${version} from ${info.from}`]),
                  ];
        return found;
      });
      for (const name of [
        'react',
        'react-dom',
        'react-router-dom',
        '@vaultline/mui-kit',
        '@emotion/react',
        '@emotion/styled',
        'zustand',
        '@vaultline/session',
      ]) {
        expect({
          path,
          name,
          copies: copies[name]?.length,
          from: copies[name]?.[0]?.split(' from ')[1],
        }).toEqual({ path, name, copies: 1, from: 'shell' });
      }
      // MUI's whole barrel is there only for remotes built before the kit.
      expect({ path, barrel: copies['@mui/material'] }).toEqual({ path, barrel: undefined });
      const caches = await page.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map(
            (style) => style.dataset.emotion?.split(' ')[0],
          ),
        ),
      ]);
      expect(caches.sort()).toEqual(['css', 'css-global']);
    }
  });

  test('the theme reaches the remotes: dark mode changes a remote’s own text', async ({ page }) => {
    await signInViaApi(page, demoAccount('customer'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/dashboard');
    const color = () => dashboard(page).evaluate((heading) => getComputedStyle(heading).color);
    const light = await color();
    await page.getByRole('button', { name: 'Theme: Same as system' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(color).not.toBe(light);
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    await page.getByRole('menuitemradio', { name: 'Same as system' }).click();
  });

  test('the landing, login and dashboard raise no content security policy violation', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const console: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) console.push(message.text());
    });
    const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    for (const [path, heading] of [
      ['/', page.getByRole('heading', { level: 1 })],
      ['/login', page.getByRole('button', { name: /sign in/i }).first()],
    ] as const) {
      await page.goto(path);
      await expect(heading).toBeVisible();
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
    await signInViaApi(page, demoAccount('customer'));
    await page.goto('/dashboard');
    await expect(dashboard(page)).toBeVisible();
    expect({ path: '/dashboard', violations: await violations() }).toEqual({
      path: '/dashboard',
      violations: [],
    });
    expect(console).toEqual([]);
  });
});

test.describe('release rights and restarts', () => {
  test('a banking credential cannot touch the admin remote, through the API or the CLI', async () => {
    const tokens = JSON.parse(process.env.E2E_RELEASE_TOKENS ?? '{}') as Record<string, string>;
    for (const action of ['rollback', 'promote', 'canary']) {
      const response = await fetch(
        `${process.env.E2E_BASE_URL}/api/platform/remotes/mfe_admin/${action}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens.mfe_banking}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(action === 'canary' ? { percent: 10 } : {}),
        },
      );
      expect({
        action,
        status: response.status,
        code: ((await response.json()) as { code: string }).code,
      }).toEqual({ action, status: 403, code: 'REMOTES_SCOPE_FORBIDDEN' });
    }
    const cli = promisify(execFile)(
      process.execPath,
      ['tools/remotes/cli.mjs', 'promote', 'mfe-admin'],
      {
        cwd: join(__dirname, '../..'),
        env: {
          ...process.env,
          VAULTLINE_URL: process.env.E2E_BASE_URL,
          VAULTLINE_RELEASE_TOKEN: tokens.mfe_banking,
          DATA_DIR: join(__dirname, 'no-such-dir'),
        },
      },
    );
    await expect(cli).rejects.toMatchObject({
      stderr: expect.stringContaining('REMOTES_SCOPE_FORBIDDEN'),
    });
  });

  test('a rollback survives a restart: starting the portal again does not release over the pin', async () => {
    await withCopy('mfe_banking', { live: true }, async (good, copy) => {
      await rollback('mfe_banking', { version: good });
      // What `npm start` does with releases once the API is up again.
      // eslint-disable-next-line @nx/enforce-module-boundaries
      const tooling = await import('../../tools/remotes/local-releases.mjs');
      // eslint-disable-next-line @nx/enforce-module-boundaries
      const { RegistryClient } = await import('../../tools/remotes/remotes.mjs');
      const tokens = JSON.parse(process.env.E2E_RELEASE_TOKENS ?? '{}') as Record<string, string>;
      const client = new RegistryClient(process.env.E2E_BASE_URL as string, {
        ...tokens,
        ops: process.env.E2E_OPS_TOKEN,
      });
      const said: string[] = [];
      await tooling.syncRemotes(client, process.env.E2E_REMOTES_DIR as string, (line: string) =>
        said.push(line),
      );
      expect(said).toContainEqual(
        expect.stringContaining(`mfe_banking is pinned to ${good} by a rollback`),
      );
      expect(said.filter((line) => /Building|Rebuilding/.test(line))).toEqual([]);
      const live = (await releases('mfe_banking')).releases.find(
        (release) => release.state === 'live',
      );
      expect([live?.version, live?.pinned]).toEqual([good, true]);
      // The release the rollback withdrew never comes back, even named.
      await expect(rollback('mfe_banking', { version: copy })).rejects.toThrow(
        'REMOTES_RELEASE_WITHDRAWN',
      );
    });
  });
});

/**
 * Version skew against the previous release, kept as an artefact (e2e/artefacts/skew-n-1.tar.gz,
 * written by tools/test/skew-artefacts.mjs when a release is cut): built for this contract, it must
 * run; built for another, it must fail closed to the known-good release.
 */
test.describe('version skew', () => {
  function artefacts(): { dir: string; contract: unknown } {
    const dir = mkdtempSync(join(tmpdir(), 'vaultline-skew-'));
    execFileSync('tar', ['xzf', join(__dirname, '../artefacts/skew-n-1.tar.gz'), '-C', dir]);
    const manifest = JSON.parse(
      readFileSync(join(dir, 'mfe_banking/skew-n-1/mf-manifest.json'), 'utf8'),
    ) as { metaData?: { vaultline?: { contractVersion?: unknown } } };
    return { dir, contract: manifest.metaData?.vaultline?.contractVersion };
  }

  test('the previous banking release under the current shell', async ({ page }) => {
    const { dir, contract } = artefacts();
    const good = await liveVersion('mfe_banking');
    const version = `skew-n-1-${randomBytes(3).toString('hex')}`;
    cpSync(
      join(dir, 'mfe_banking/skew-n-1'),
      join(process.env.E2E_REMOTES_DIR as string, 'mfe_banking', version),
      { recursive: true },
    );
    await registerRelease('mfe_banking', version, { live: true });
    try {
      await signInViaApi(page, demoAccount('customer'));
      const loaded = loadedEntries(page);
      await page.goto('/dashboard');
      await expect(dashboard(page)).toBeVisible();
      const compatible = contract === REMOTE_CONTRACT_VERSION;
      expect(loaded).toEqual([`mfe_banking/${compatible ? version : good}`]);
      if (compatible) await expect(page.getByText('Banking module skew-n-1')).toBeVisible();
    } finally {
      await rollback('mfe_banking', { version: good });
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the current remotes under the previous shell', async ({ page }) => {
    const { dir, contract } = artefacts();
    const shell = join(dir, 'shell');
    // Every shell file comes from the previous build; the API and the remotes are today's.
    const served: string[] = [];
    await page.route(
      (url) => !/^\/(api|remotes)\//.test(url.pathname),
      async (route) => {
        const file = join(shell, new URL(route.request().url()).pathname);
        const path = existsSync(file) && statSync(file).isFile() ? file : join(shell, 'index.html');
        served.push(path);
        await route.fulfill({ path });
      },
    );
    try {
      await signInViaApi(page, demoAccount('customer'));
      await page.goto('/dashboard');
      if (contract === REMOTE_CONTRACT_VERSION) {
        await expect(dashboard(page)).toBeVisible();
        await expect(
          page.getByText(`Banking module ${await liveVersion('mfe_banking')}`),
        ).toBeVisible();
      } else {
        await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
      }
      expect(served.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
