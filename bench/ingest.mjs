// `node bench/ingest.mjs` (after `node scripts/build-all.mjs`): ingest through the relay worker in Chromium.
// A second real relay holds 10,000 signed kind-1 events (generated once into .cache/). From the built app the
// core's pool asks it for all of them (10 REQs of 1,000: the relay caps a REQ at 1,000), in a fresh browser
// context so no signature is cached. Prints events/s and, with PerformanceObserver('longtask') plus a 0 ms
// heartbeat, the longest main-thread task during a 1,000-event burst. Prints figures; no thresholds.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { initNostrWasm } from 'nostr-wasm';
import { chromium } from 'playwright-core';
import { startApp } from '../e2e/support/app-harness.mjs';
import { seedRepository, startRelay } from '../scripts/relay/server.mjs';
import { benchPorts } from './page-load.mjs';

const TOTAL = 10_000;
const PER_REQ = 1_000;
const BASE = 1_700_000_000;
const CACHE = new URL('../.cache/', import.meta.url);
const FIXTURE = new URL('ingest-10k.jsonl', CACHE);
const DB = new URL('ingest-10k.sqlite', CACHE);
const hex = (bytes) => Buffer.from(bytes).toString('hex');

/** 10,000 events from 25 authors, one second apart (so 10 time windows hold exactly 1,000 each). */
async function fixture() {
  if (existsSync(FIXTURE)) return readFileSync(FIXTURE, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  mkdirSync(CACHE, { recursive: true });
  const nw = await initNostrWasm();
  const keys = Array.from({ length: 25 }, () => nw.generateSecretKey());
  const started = performance.now();
  const events = Array.from({ length: TOTAL }, (_, i) => {
    const event = { kind: 1, created_at: BASE + i, tags: [['t', 'ingest']], content: `ingest bench note ${i} `.padEnd(140 + (i % 200), 'lorem ipsum ') };
    nw.finalizeEvent(event, keys[i % keys.length]);
    return { ...event, pubkey: typeof event.pubkey === 'string' ? event.pubkey : hex(event.pubkey) };
  });
  console.log(`signed ${TOTAL} events with nostr-wasm in ${((performance.now() - started) / 1000).toFixed(1)} s → .cache/`);
  writeFileSync(FIXTURE, events.map((event) => JSON.stringify(event)).join('\n'));
  return events;
}

async function benchRelay() {
  const relay = await startRelay({ port: 0, dbPath: DB.pathname, seed: false, log: () => {} });
  if (relay.eventCount() < TOTAL) {
    const { inserted, ms } = await seedRepository(relay.repository, await fixture());
    console.log(`seeded the bench relay with ${inserted} events in ${(ms / 1000).toFixed(1)} s (.cache/ingest-10k.sqlite)`);
  }
  return relay;
}

/** In the page: query `windows` time windows of 1,000 events through the core's pool, all at once. */
function ingestInPage({ relay, windows, base, perReq }) {
  const core = globalThis[Symbol.for('@app/core/instance')];
  const started = performance.now();
  const queries = Array.from({ length: windows }, (_, w) =>
    core.pool.query([{ kinds: [1], since: base + w * perReq, until: base + (w + 1) * perReq - 1, limit: perReq }], { relays: [relay], eoseTimeoutMs: 60_000 }),
  );
  return Promise.all(queries).then(async (results) => ({
    events: results.reduce((sum, list) => sum + list.length, 0),
    ms: performance.now() - started,
    stats: await core.pool.stats?.(),
  }));
}

/** In the page: the same for one window, watching long tasks and the gaps of a 0 ms timer heartbeat. */
async function burstInPage({ relay, base, perReq }) {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  let maxGap = 0;
  let last = performance.now();
  let beating = true;
  const beat = () => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    if (beating) setTimeout(beat, 0);
  };
  setTimeout(beat, 0);
  const core = globalThis[Symbol.for('@app/core/instance')];
  const started = performance.now();
  const events = await core.pool.query([{ kinds: [1], since: base, until: base + perReq - 1, limit: perReq }], { relays: [relay], eoseTimeoutMs: 60_000 });
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  beating = false;
  observer.disconnect();
  return { events: events.length, ms, longTasks, maxGap };
}

const relay = await benchRelay();
const app = await startApp(benchPorts({ basePort: 29080, relayPort: 29777 }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
/** A fresh context (its own SharedWorker, empty signature cache) with the home route loaded. */
async function freshPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(app.url + '/');
  await page.getByTestId('note-card').first().waitFor();
  await page.waitForFunction(async () => (await globalThis[Symbol.for('@app/core/instance')].pool.stats?.())?.engine !== 'loading');
  return { page, context };
}
try {
  const args = { relay: relay.url, base: BASE, perReq: PER_REQ, windows: TOTAL / PER_REQ };
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const { page, context } = await freshPage();
    runs.push(await page.evaluate(ingestInPage, args));
    await context.close();
  }
  const { page, context } = await freshPage();
  const burst = await page.evaluate(burstInPage, { ...args, base: BASE + 5 * PER_REQ });
  await context.close();

  const rates = runs.map((run) => (run.events / run.ms) * 1000);
  const median = [...rates].sort((a, b) => a - b)[1];
  const { stats } = runs.at(-1);
  console.log(`ingest through the relay worker, Chromium, production build, fresh signature cache each run:`);
  console.log(`  ${TOTAL} events, 10 REQs × ${PER_REQ}: ${runs.map((run) => `${run.events} in ${(run.ms / 1000).toFixed(2)} s`).join('; ')}`);
  console.log(`  throughput         ${median.toFixed(0)} events/s median of 3 (${rates.map((rate) => rate.toFixed(0)).join(', ')}; goal ≥ 5,000)`);
  const hashOnly = TOTAL - (stats?.verified ?? 0) - (stats?.cacheHits ?? 0);
  console.log(`  worker verifier    ${stats?.engine}, ${stats?.verified} checked, ${stats?.cacheHits} from cache, ${stats?.rejected} rejected, ~${hashOnly} on id hash alone (signature check ratio)`);
  console.log(`1,000-event burst: ${burst.events} events in ${burst.ms.toFixed(0)} ms`);
  console.log(`  longest main-thread task  ${burst.longTasks.length ? `${Math.max(...burst.longTasks).toFixed(0)} ms (${burst.longTasks.length} long tasks)` : 'none over 50 ms (no longtask entries)'}; goal ≤ 50 ms`);
  console.log(`  longest 0 ms-timer gap    ${burst.maxGap.toFixed(1)} ms`);
} finally {
  await browser.close();
  await app.close();
  await relay.close();
}
