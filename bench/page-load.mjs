// Measuring one page load of the production build in system Chromium: every script fetched (gzip size), which of
// them started before the page's first content was in the DOM, when that was, and the JS heap after. Shared by
// `npm run bench` (run.mjs) and `npm run bench:report` (report.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REMOTES, appDir } from '../scripts/apps.mjs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Desktop width: the side navigation (≥ 1024 px) is shown. */
export const VIEWPORT = { width: 1280, height: 800 };
/** Network quiet for this long (relay worker aside) counts as idle. */
const QUIET_MS = 500;

export const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function requireBuild() {
  if (existsSync('shell/dist/index.html')) return;
  console.error('no production build: run "npm run build" first');
  process.exit(2);
}

/** The app's ports: E2E_BASE_PORT / E2E_RELAY_PORT when set (as the e2e fixtures read them), else the bench's own. */
export function benchPorts(defaults) {
  return { basePort: Number(process.env.E2E_BASE_PORT ?? defaults.basePort), relayPort: Number(process.env.E2E_RELAY_PORT ?? defaults.relayPort) };
}

export const launchChromium = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/**
 * In the page, from navigation start: stores in window.__firstContent the time (ms, performance clock) when an
 * element matching `selector` (and containing `text`, when given) is first in the DOM.
 */
export function recordFirstContent({ selector, text }) {
  performance.setResourceTimingBufferSize(2000);
  const found = () => [...document.querySelectorAll(selector)].some((element) => !text || element.textContent.includes(text));
  const observer = new MutationObserver(() => {
    if (!found()) return;
    window.__firstContent = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** The page's requests in flight, kept up to date. */
export function trackInflight(page) {
  const inflight = new Set();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  return inflight;
}

/** Waits until no request but the relay worker's has been in flight for QUIET_MS (Playwright never sees the SharedWorker's script finish, so 'networkidle' never comes). */
export async function networkQuiet(page, inflight) {
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS; await page.waitForTimeout(50)) {
    if ([...inflight].some((request) => !/relay-worker/.test(request.url()))) quietSince = Date.now();
  }
}

/** Opens `url` and waits until the content recordFirstContent looks for is in the DOM. */
export async function gotoFirstContent(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__firstContent !== undefined, undefined, { timeout: 30_000, polling: 50 });
}

/**
 * Collects every .js response as { url, gzip, worker }; `worker` marks a dedicated worker's script and what the
 * worker itself fetched (Chromium types those 'other'). `sizes()` waits for the bodies.
 */
function scriptRecorder(page) {
  const pending = [];
  const workers = new Set();
  page.on('worker', (worker) => workers.add(worker.url()));
  page.on('response', (response) => {
    const url = response.url();
    if (!new URL(url).pathname.endsWith('.js')) return;
    const byPage = response.request().resourceType() === 'script';
    pending.push(response.body().then(gz, () => 0).then((gzip) => ({ url, gzip, byPage })));
  });
  // A worker's own script may be reported before its 'worker' event: classified once all are in.
  const sizes = async () => (await Promise.all(pending)).map(({ byPage, ...script }) => ({ ...script, worker: !byPage || workers.has(script.url) }));
  return { inflight: trackInflight(page), sizes };
}

/** When the page's fetches started (Resource Timing), by URL. */
function pageFetchStarts() {
  return performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]);
}

/**
 * Loads `url` in a fresh context (empty HTTP cache and storage) until `content` is in the DOM and the network is
 * quiet. Returns firstContentMs and heap, and scripts: { url, gzip, worker, early } where early means the page
 * started fetching it before the first content (never for a worker's scripts). `idlePreload: false` switches the
 * shell's idle preload of other remotes off (shell/src/remotes/idle-preload.ts), and `settled` (a selector) waits for
 * work the page defers (the right column's widgets) before the network counts as quiet: then what the page loads until
 * quiet depends on the route alone, not on timing.
 */
export async function measurePageLoad(browser, url, content, { idlePreload = true, settled } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  // The service worker's precache (after the page is in, in the background) is not the page's load: kept out.
  try {
    if (!idlePreload) await context.addInitScript(() => localStorage.setItem('app:idle-preload', 'off'));
    await context.addInitScript(recordFirstContent, content);
    const page = await context.newPage();
    const recorder = scriptRecorder(page);
    await gotoFirstContent(page, url);
    if (settled) await page.waitForSelector(settled, { timeout: 30_000 });
    await networkQuiet(page, recorder.inflight);
    const firstContentMs = Math.round(await page.evaluate(() => window.__firstContent));
    const starts = new Map(await page.evaluate(pageFetchStarts));
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
    const scripts = (await recorder.sizes()).map((script) => ({ ...script, early: !script.worker && (starts.get(script.url) ?? Infinity) < firstContentMs }));
    return { firstContentMs, heap, scripts };
  } finally {
    await context.close();
  }
}

/** A file of the shell's build by name pattern, gzip size (0 when missing). */
export function shellFileSize(pattern) {
  const file = readdirSync('shell/dist').find((name) => pattern.test(name));
  return file ? gz(readFileSync(`shell/dist/${file}`)) : 0;
}

/** The relay worker's script and nostr-wasm's binary (scripts/build/rspack-worker.mjs), gzip. */
export const relayWorkerSizes = () => ({ worker: shellFileSize(/^relay-worker\..*\.js$/), wasm: shellFileSize(/^nostr-wasm\..*\.wasm$/) });

/** Each remote's remoteEntry.js and all of its JS, gzip. */
export function remoteEntrySizes() {
  return REMOTES.map((name) => {
    const dist = `${appDir(name)}/dist`;
    const entry = readFileSync(`${dist}/remoteEntry.js`);
    const total = readdirSync(dist).filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(readFileSync(`${dist}/${f}`)), 0);
    return { name, entry: gz(entry), total };
  });
}
