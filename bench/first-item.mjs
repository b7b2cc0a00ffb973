// Time to the first feed item on Home (/), production build against the embedded relay with the demo data, in
// system Chromium: cold (a fresh browser context: empty HTTP cache, IndexedDB and localStorage) and warm (the same
// context reloaded, its caches filled by the previous load). Prints figures against the targets; asserts nothing.
// With --signed-in, as a returning signed-in demo user: cold is a fresh context holding only the stored key (no HTTP
// cache, no IndexedDB), warm its reload. Their Home is the For You feed, with the popular side column beside it.
// Usage: node bench/first-item.mjs [--runs <n>] [--signed-in]   (needs `npm run build`)
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startApp } from '../e2e/support/app-harness.mjs';
import { benchPorts } from './page-load.mjs';

/** Issue 16's goals. */
const TARGETS = { coldMs: 400, warmMs: 200 };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** After a load, how long to let the page write its caches (IndexedDB) before the warm reload. */
const SETTLE_MS = 2000;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'signed-in': { type: 'boolean', default: false } } });
/** The first demo user's key (scripts/demo/generate.mjs derives every demo key this way). */
const DEMO_KEY = createHash('sha256').update('nostr-demo-user-0').digest('hex');
/** Where the core's signer store keeps the session (shared/core/src/signers). */
const SESSION_STORAGE_KEY = 'user-storage';

if (!existsSync('shell/dist/index.html')) {
  console.error('no production build: run "npm run build" first');
  process.exit(2);
}

/**
 * Records, in the page, when each milestone is first in the DOM (ms since navigation start): the shell's navigation,
 * the feed remote's Home header, and the first note card.
 */
function recordMilestones() {
  const selectors = { shell: 'nav[aria-label="Main"]', home: '[data-testid="home-header"]', item: '[data-testid="note-card"]' };
  const marks = (window.__milestones = {});
  const observer = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (marks[name] === undefined && document.querySelector(selector)) marks[name] = Math.round(performance.now());
    }
    if (marks.item !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function milestones(page) {
  await page.waitForFunction(() => window.__milestones?.item !== undefined, undefined, { timeout: 30_000, polling: 50 });
  return page.evaluate(() => window.__milestones);
}

/** Signs the demo user in through the real dialog once; returns a storage state holding only the stored session. */
async function signedInState(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Sign up' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Private key' }).click();
    await dialog.getByLabel('Private key (nsec or hex)').fill(DEMO_KEY);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('account').filter({ visible: true }).waitFor();
    const state = await context.storageState();
    const origins = state.origins.map((origin) => ({ ...origin, localStorage: origin.localStorage.filter((item) => item.name === SESSION_STORAGE_KEY) }));
    return { cookies: [], origins };
  } finally {
    await context.close();
  }
}

/** One cold load in a fresh context, then one warm reload of it. */
async function coldThenWarm(browser, url, storageState) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  await context.addInitScript(recordMilestones);
  const page = await context.newPage();
  try {
    await page.goto(url);
    const cold = await milestones(page);
    await page.waitForTimeout(SETTLE_MS);
    await page.reload();
    const warm = await milestones(page);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (ms, target) => `target ≤ ${target} ms: ${ms <= target ? 'within target' : 'OVER target'}`;

// Ports below the ephemeral range (32768+), where an outgoing connection could hold one of them.
const app = await startApp(benchPorts({ basePort: 26080, relayPort: 26777 }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const storageState = args['signed-in'] ? await signedInState(browser, app.url + '/') : undefined;
  const runs = [];
  for (let i = 0; i < Number(args.runs); i++) runs.push(await coldThenWarm(browser, app.url + '/', storageState));
  const who = storageState ? 'signed in as a demo user (For You)' : 'as a visitor';
  console.log(`time to first feed item, Home (/) ${who}, production build, local relay, Chromium (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores):`);
  for (const [label, key, target] of [['cold (fresh context)    ', 'cold', TARGETS.coldMs], ['warm (same ctx reloaded)', 'warm', TARGETS.warmMs]]) {
    const of = (name) => runs.map((run) => run[key][name]);
    const item = of('item');
    console.log(`  ${label} median ${median(item)} ms of [${item.join(', ')}] (${verdict(median(item), target)})`);
    console.log(`    medians on the way: shell nav ${median(of('shell'))} ms, Home header ${median(of('home'))} ms`);
  }
  console.log('  (ms from navigation start until it is in the DOM)');
} finally {
  await browser.close();
  await app.close();
}
