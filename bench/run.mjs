// `npm run bench`: first-load JS of the home route from a real page load in Chromium, time to first feed item,
// and each remote's entry size. Prints figures; budgets are checked by reading them, not by timed unit tests.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REMOTES, appDir } from '../scripts/apps.mjs';
import { startApp } from '../e2e/support/app-harness.mjs';

const BUDGET_KB = 150;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync('shell/dist/index.html')) {
  console.error('no production build: run "npm run build" first');
  process.exit(2);
}

async function measureHome(app) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage();
  const scripts = [];
  let firstItemShown = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const beforeFirstItem = !firstItemShown;
    scripts.push({ url: response.url(), beforeFirstItem, body: await response.body().catch(() => Buffer.alloc(0)) });
  });
  // Playwright never sees the relay SharedWorker's script request finish, so 'networkidle' never comes: track requests here.
  const inflight = new Set();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  const started = Date.now();
  await page.goto(app.url + '/');
  await page.getByTestId('note-card').first().waitFor();
  firstItemShown = true;
  const firstItemMs = Date.now() - started;
  for (let quietSince = Date.now(); Date.now() - quietSince < 500; await page.waitForTimeout(50)) {
    if ([...inflight].some((request) => !/relay-worker/.test(request.url()))) quietSince = Date.now();
  }
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  await browser.close();
  return { scripts, firstItemMs, heap };
}

/** A file of the shell's build by name pattern, gzip size (0 when missing). */
function shellFileSize(pattern) {
  const file = readdirSync('shell/dist').find((name) => pattern.test(name));
  return file ? gz(readFileSync(`shell/dist/${file}`)) : 0;
}

function remoteEntrySizes() {
  return REMOTES.map((name) => {
    const dist = `${appDir(name)}/dist`;
    const entry = readFileSync(`${dist}/remoteEntry.js`);
    const total = readdirSync(dist).filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(readFileSync(`${dist}/${f}`)), 0);
    return { name, entry: gz(entry), total };
  });
}

const app = await startApp({ basePort: 28080, relayPort: 27777 });
try {
  const { scripts, firstItemMs, heap } = await measureHome(app);
  const byOrigin = new Map();
  for (const { url, body } of scripts) {
    const origin = Number(new URL(url).port) === app.ports.shell ? 'shell' : 'feed';
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + gz(body));
  }
  const total = scripts.reduce((sum, { body }) => sum + gz(body), 0);
  const early = scripts.filter((script) => script.beforeFirstItem);
  const earlyBytes = early.reduce((sum, { body }) => sum + gz(body), 0);
  console.log('home route (/), production build, Chromium:');
  console.log(`  first-load JS      ${kb(total)} gzip in ${scripts.length} files until network idle (budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`);
  console.log(`    before 1st item  ${kb(earlyBytes)} gzip in ${early.length} files`);
  for (const [origin, bytes] of byOrigin) console.log(`    from ${origin.padEnd(6)}     ${kb(bytes)}`);
  // The relay worker's script and nostr-wasm's binary (scripts/build/rspack-worker.mjs): Playwright does not see a
  // SharedWorker's requests.
  const [worker, wasm] = [shellFileSize(/^relay-worker\..*\.js$/), shellFileSize(/^nostr-wasm\..*\.wasm$/)];
  console.log(`  relay worker       ${kb(worker)} gzip script + ${kb(wasm)} gzip nostr-wasm binary, fetched by the SharedWorker (its thread, not counted above)`);
  console.log(`  first feed item    ${firstItemMs} ms after navigation start`);
  console.log(`  JS heap            ${(heap / 1048576).toFixed(1)} MB`);
  console.log('remote entries (remoteEntry.js gzip / all JS of the remote gzip):');
  for (const { name, entry, total: all } of remoteEntrySizes()) console.log(`  ${name.padEnd(9)} ${kb(entry).padStart(9)} / ${kb(all)}`);
} finally {
  await app.close();
}
