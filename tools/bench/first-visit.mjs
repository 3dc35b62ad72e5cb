#!/usr/bin/env node
// npm run measure:first-visit: what a person on a slow phone gets on a cold first visit. Debian's
// Chromium under Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
// CPU 4x slower), an empty cache per page: bytes over the wire (as sent, compressed or not), the
// JavaScript among them, requests, first contentful paint and largest contentful paint, and when the
// app ran: on a page drawn ahead, after the first key (public pages) or when it took the page over
// (the signed-in dashboard). The signed-in dashboard is measured after a sign-in, with an empty cache
// too. Starts its own portal
// (demo seeded) on the embedded database unless VAULTLINE_URL names a running one. Last, the task a
// person came for, timed TASK_RUNS times (default 3; sign-in-task.mjs): open /login, type, press
// Sign In, wait for the dashboard's balances (on its own portal only: it reads the emailed code
// that makes the phone a known browser from its own mail server).
//   node tools/bench/first-visit.mjs [path ...]   (default: / /login /dashboard sign-in; LIST_FILES=1
//   lists files, MAIN_THREAD=1 says what the main thread did until the largest contentful paint)
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../remotes/remotes.mjs';
import { startMailSink } from './bench-support.mjs';
import { knownDeviceCookies, signInTask } from './sign-in-task.mjs';
import { startPortal } from '../start/portal.mjs';
import { CHROMIUM } from '../test/ensure-chromium.mjs';
import { mainThreadWork } from './main-thread.mjs';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse's "slow 4G" mobile profile. */
const PROFILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const SIGNED_IN = new Set(['/dashboard', '/accounts', '/transactions', '/transfer']);
/** The pseudo-path of the sign-in task. */
const TASK = 'sign-in';
const TASK_RUNS = Number(process.env.TASK_RUNS ?? 3);

async function portalUrl() {
  if (process.env.VAULTLINE_URL)
    return {
      url: process.env.VAULTLINE_URL,
      dataDir: process.env.VAULTLINE_DATA_DIR,
      mail: null,
      stop: async () => undefined,
    };
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
  const dataDir = join(dir, 'data');
  const mail = await startMailSink();
  const portal = await startPortal({
    port: Number(process.env.PORT ?? 4330),
    env: {
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      OPS_TOKEN: 'first-visit-measurement-ops-token-0123456789',
      SMTP_URL: mail.smtpUrl,
    },
    dataDir,
    remotesDir: join(dir, 'remotes'),
    logFile: join(dir, 'api.log'),
    log: () => undefined,
  });
  const stop = async () => {
    await portal.stop();
    await mail.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: portal.url, dataDir, mail, stop };
}

/** The demo customer the portal seeded (demo-accounts.txt in its data folder). */
function demoCustomer(dataDir) {
  const text = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8');
  const [, email, password] = /^Demo customer: (\S+) \/ (\S+)$/m.exec(text) ?? [];
  if (!email) throw new Error('No demo customer: start the portal with SEED_DEMO=true');
  return { email, password };
}

/** Records every response's type and the bytes it took on the wire (headers included). */
async function recordTraffic(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  const requests = new Map();
  const sentAt = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, timestamp }) =>
    sentAt.set(requestId, timestamp),
  );
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    requests.set(requestId, {
      type,
      url: response.url,
      encoding: response.headers['content-encoding'],
      sentAt: sentAt.get(requestId),
    }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const request = requests.get(requestId);
    if (request) Object.assign(request, { bytes: encodedDataLength, doneAt: timestamp });
  });
  return requests;
}

// Runs in the page (as text: the browser's globals are not this script's).
const OBSERVE_LCP = `window.__lcp = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__lcp = entry.startTime;
    const text = (entry.element?.textContent ?? '').trim().slice(0, 40);
    window.__lcpElement = entry.element ? entry.element.tagName.toLowerCase() + ' "' + text + '"' : '';
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });
window.__takenOver = 0;
new MutationObserver(() => {
  const root = document.getElementById('root');
  if (!window.__takenOver && root && !root.hasAttribute('data-prerendered')) window.__takenOver = performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });`;
const READ_PAINTS = `({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  lcp: window.__lcp,
  lcpElement: window.__lcpElement,
  takenOver: window.__takenOver,
})`;

function observePaints(page) {
  return page.addInitScript({ content: OBSERVE_LCP });
}

async function measure(browser, base, path, customer) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  if (SIGNED_IN.has(path)) {
    // A known browser (it passed a second factor before): the password alone signs it in.
    await context.addCookies(customer.deviceCookies);
    const response = await context.request.post(new URL('/api/auth/sign-in', base).href, {
      data: { email: customer.email, password: customer.password },
    });
    if ((await response.json()).status !== 'signed_in') throw new Error('sign-in: no session');
  }
  const page = await context.newPage();
  await observePaints(page);
  const requests = await recordTraffic(page);
  const tracing = process.env.MAIN_THREAD ? await startTracing(browser, page) : null;
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  /** @type {{ fcp: number, lcp: number, lcpElement: string, takenOver: number }} */
  const paints = await page.evaluate(READ_PAINTS);
  const mainThread = tracing ? mainThreadWork(await tracing.stop(), paints.lcp) : null;
  const visit = traffic(requests);
  const interaction = await firstInteraction(page, requests);
  await context.close();
  return { path, ...visit, ...paints, interaction, mainThread };
}

/** A Chromium trace of the page's main thread (MAIN_THREAD=1); `stop` answers it parsed. */
async function startTracing(browser, page) {
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'],
  });
  return { stop: async () => JSON.parse((await browser.stopTracing()).toString('utf8')) };
}

/** The main thread's work until the largest contentful paint, the biggest items first. */
function printMainThread(work) {
  const total = work.reduce((sum, item) => sum + item.ms, 0);
  console.log(
    `   main thread until LCP: ${seconds(total)} of work (CPU ${PROFILE.cpuSlowdown}x slower)`,
  );
  for (const item of work.slice(0, 15))
    console.log(`   ${`${item.ms.toFixed(0)} ms`.padStart(9)}  ${item.what}`);
}

/** What has arrived so far: requests, bytes on the wire, the scripts among them. */
function traffic(requests) {
  const done = [...requests.values()].filter((request) => request.bytes !== undefined);
  const scripts = done.filter((request) => request.type === 'Script');
  const sum = (list) => list.reduce((total, request) => total + request.bytes, 0);
  return { requests: done.length, wire: sum(done), js: sum(scripts), scripts, done };
}

/**
 * On a page drawn ahead whose app waits for the visitor (apps/shell/src/start-app.js): a key press,
 * then how long until the app has taken the page over and the JS that took. Null where the app
 * already runs.
 */
async function firstInteraction(page, requests) {
  const drawn = page.locator('#root[data-prerendered]');
  if ((await drawn.count()) === 0) return null;
  const before = traffic(requests).js;
  const startedAt = Date.now();
  await page.keyboard.press('Shift');
  await drawn.waitFor({ state: 'detached', timeout: 120_000 });
  const readyMs = Date.now() - startedAt;
  await page.waitForLoadState('networkidle');
  return { readyMs, js: traffic(requests).js - before };
}

/** Every file with the time it was asked for and the time it arrived, from the first request. */
function listFiles(done) {
  const start = Math.min(...done.map((request) => request.sentAt));
  const at = (timestamp) => seconds((timestamp - start) * 1000).padStart(8);
  for (const request of [...done].sort((a, b) => a.sentAt - b.sentAt))
    console.log(
      `   ${at(request.sentAt)} ${at(request.doneAt)} ${kb(request.bytes).padStart(7)} ` +
        `${request.encoding ?? 'identity'} ${new URL(request.url).pathname}`,
    );
}

/**
 * When the app ran: after the first key on a page whose app waits for the visitor; when it took a
 * drawn page over on one whose app starts at once (a signed-in page); else it drew the page itself.
 */
function appColumn({ interaction, takenOver }) {
  if (interaction) return `${seconds(interaction.readyMs)} (${kb(interaction.js)})`;
  return takenOver ? `took over at ${seconds(takenOver)}` : 'drew the page';
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One page's line of the table (and its files and main thread work when asked). */
function printPage(result) {
  const columns = [
    result.path.padEnd(12),
    kb(result.wire).padStart(13),
    kb(result.js).padStart(11),
    String(result.requests).padStart(10),
    seconds(result.fcp).padStart(7),
    seconds(result.lcp).padStart(8),
    appColumn(result).padStart(21),
  ];
  console.log(columns.join(' '));
  if (process.env.LIST_FILES) {
    console.log(`   largest contentful paint: ${result.lcpElement}`);
    listFiles(result.done);
  }
  if (result.mainThread) printMainThread(result.mainThread);
}

/** The sign-in task, TASK_RUNS times, one line each. */
async function printSignInTask(browser, portal, customer) {
  if (!portal.mail) {
    console.log('sign-in task: skipped (it needs its own portal, whose mail it reads)');
    return;
  }
  console.log(
    'sign-in task (a returning customer on their phone, signed out, cold cache): from navigation,',
  );
  for (let run = 1; run <= TASK_RUNS; run += 1) {
    const times = await signInTask(browser, portal.url, customer, customer.deviceCookies, (page) =>
      recordTraffic(page),
    );
    console.log(
      `   run ${run}: fields ${seconds(times.fields)}, Sign In works ${seconds(times.signIn)}, ` +
        `dashboard ${seconds(times.dashboard)}, balances ${seconds(times.balances)} ` +
        `(${seconds(times.balances - times.signIn)} after Sign In)`,
    );
  }
}

async function main() {
  const paths = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/', '/login', '/dashboard', TASK];
  const portal = await portalUrl();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const needsCustomer = paths.some((path) => SIGNED_IN.has(path) || path === TASK);
    const demo = needsCustomer ? demoCustomer(portal.dataDir) : null;
    const customer = demo && {
      ...demo,
      deviceCookies: portal.mail
        ? await knownDeviceCookies(browser, portal.url, demo, portal.mail)
        : [],
    };
    console.log(
      'page         over the wire   JS (wire)   requests   FCP      LCP   app: after 1st key (JS then)' +
        '   (150 ms RTT, 1.6 Mbit/s, CPU 4x, cold cache)',
    );
    for (const path of paths.filter((path) => path !== TASK))
      printPage(await measure(browser, portal.url, path, customer));
    if (paths.includes(TASK)) await printSignInTask(browser, portal, customer);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
