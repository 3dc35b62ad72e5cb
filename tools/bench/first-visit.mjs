#!/usr/bin/env node
// npm run measure:first-visit: the JavaScript a first visit to a page downloads (shell + the remote
// that owns it), raw and gzipped (level 9, as a CDN would serve it). Starts its own portal on the
// embedded database unless VAULTLINE_URL names a running one.
//   node tools/bench/first-visit.mjs [path ...]      (default: /; LIST_FILES=1 lists each file)
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../remotes/remotes.mjs';
import { startPortal } from '../start/portal.mjs';
import { CHROMIUM } from '../test/ensure-chromium.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function portalUrl() {
  if (process.env.VAULTLINE_URL)
    return { url: process.env.VAULTLINE_URL, stop: async () => undefined };
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', '--output-style=static'],
    {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-first-visit-'));
  const portal = await startPortal({
    port: Number(process.env.PORT ?? 4330),
    env: { NODE_ENV: 'test', OPS_TOKEN: 'first-visit-measurement-ops-token-0123456789' },
    dataDir: join(dir, 'data'),
    remotesDir: join(dir, 'remotes'),
    logFile: join(dir, 'api.log'),
    log: () => undefined,
  });
  return {
    url: portal.url,
    stop: async () => (await portal.stop(), rmSync(dir, { recursive: true, force: true })),
  };
}

async function measure(browser, url) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({ path: new URL(response.url()).pathname, body })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.close();
  return Promise.all(scripts);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const portal = await portalUrl();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const path of paths) {
      const files = await measure(browser, new URL(path, portal.url).href);
      let raw = 0;
      let gzip = 0;
      const byOwner = {};
      for (const { path: file, body } of files) {
        const zipped = gzipSync(body, { level: 9 }).length;
        raw += body.length;
        gzip += zipped;
        const owner = file.startsWith('/remotes/') ? file.split('/')[2] : 'shell';
        byOwner[owner] = (byOwner[owner] ?? 0) + zipped;
        if (process.env.LIST_FILES) console.log(`  ${kb(zipped).padStart(9)}  ${file}`);
      }
      const owners = Object.entries(byOwner)
        .map(([owner, bytes]) => `${owner} ${kb(bytes)}`)
        .join(', ');
      console.log(
        `first visit to ${path}: ${files.length} JS files, ${kb(raw)} raw, ${kb(gzip)} gzipped (${owners})`,
      );
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
