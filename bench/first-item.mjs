// Time to the first feed item on Home (/), production build against the embedded relay with the demo data, in
// system Chromium: cold (a fresh browser context: empty HTTP cache, IndexedDB and localStorage) and warm (the same
// context reloaded, its caches filled by the previous load). Prints figures against the targets; asserts nothing.
// Usage: node bench/first-item.mjs [--runs <n>]   (needs `npm run build`)
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startApp } from '../e2e/support/app-harness.mjs';

const TARGETS = { coldMs: 800, warmMs: 300 };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** After a load, how long to let the page write its caches (IndexedDB) before the warm reload. */
const SETTLE_MS = 2000;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });

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

/** One cold load in a fresh context, then one warm reload of it. */
async function coldThenWarm(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
const app = await startApp({ basePort: 26080, relayPort: 26777 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const runs = [];
  for (let i = 0; i < Number(args.runs); i++) runs.push(await coldThenWarm(browser, app.url + '/'));
  console.log(`time to first feed item, Home (/) as a visitor, production build, local relay, Chromium (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores):`);
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
