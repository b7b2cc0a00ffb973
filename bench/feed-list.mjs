// Feed list with 10,000 events, in the built Storybook (story 'Feed/FeedView › Ten Thousand Events Virtualised'),
// in system Chromium: note cards mounted, frame times while scrolling through 1,000 items, JS heap after.
// Prints figures against the targets; asserts nothing.
// Usage: node bench/feed-list.mjs [--dir <static storybook>] [--step <px per frame>] [--items <n>]
//   --dir defaults to storybook/storybook-static/feed (the composed build, `npm run build-storybook`), else
//   remotes/feed/storybook-static (`npm run build-storybook -w remotes/feed`; built from the repository root with
//   `-c remotes/feed/.storybook` its stories fail with 'React is not defined'). bench/report.mjs --all builds one.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/serve/static-server.mjs';

const STORY_ID = 'feed-feedview--ten-thousand-events-virtualised';
const TARGETS = { mounted: 60, p95Ms: 16.7, heapMb: 120 };
/** requestAnimationFrame intervals jitter around 16.7 ms at 60 Hz; up to this much over still is one frame. */
const RAF_JITTER_MS = 0.5;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const { values: args } = parseArgs({
  options: { dir: { type: 'string' }, step: { type: 'string', default: '120' }, items: { type: 'string', default: '1000' } },
});

function storybookDir() {
  const candidates = args.dir ? [args.dir] : ['storybook/storybook-static/feed', 'remotes/feed/storybook-static'];
  const found = candidates.find((dir) => existsSync(`${dir}/iframe.html`));
  if (!found) {
    console.error(`no built Storybook in ${candidates.join(' or ')}: run "npm run build-storybook" first`);
    process.exit(2);
  }
  return found;
}

/** Waits for Storybook to finish rendering (and playing) the story. */
async function openStory(page, url) {
  await page.goto(`${url}/iframe.html?id=${STORY_ID}&viewMode=story`);
  await page.waitForFunction(
    () => window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished' || document.body.classList.contains('sb-show-errordisplay'),
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) throw new Error('the story failed to render');
}

const mountedCards = (page) => page.locator('[data-testid="feed-list"] [data-testid="note-card"]').count();

/**
 * Scrolls the window by `step` px per animation frame until the row at `items` reaches the top, timing every
 * frame with requestAnimationFrame. Returns the frame intervals (ms) and the index of the row at the top.
 */
function scrollThrough(page, items, step) {
  return page.evaluate(
    ({ items, step }) =>
      new Promise((resolve) => {
        const intervals = [];
        let last = performance.now();
        const topIndex = () => {
          const rows = [...document.querySelectorAll('[data-testid="feed-list"] > [data-index]')];
          const visible = rows.filter((row) => row.getBoundingClientRect().bottom > 0);
          return Math.min(...visible.map((row) => Number(row.dataset.index)));
        };
        const frame = (now) => {
          intervals.push(now - last);
          last = now;
          const index = topIndex();
          if (index >= items || intervals.length > 100_000) return resolve({ intervals, topIndex: index });
          window.scrollBy(0, step);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(frame);
        });
      }),
    { items, step },
  );
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function heapUsedMb(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value / 1048576;
}

const verdict = (ok) => (ok ? 'within target' : 'OVER target');

const dir = storybookDir();
const server = await serveStatic({ dir, port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await openStory(page, `http://127.0.0.1:${server.port}`);
  const eventCount = await page.getByTestId('feed-list').getAttribute('data-count');
  const mountedAtTop = await mountedCards(page);
  const items = Number(args.items);
  const step = Number(args.step);
  const { intervals, topIndex } = await scrollThrough(page, items, step);
  await page.waitForTimeout(300);
  const mountedAfter = await mountedCards(page);
  const heapAfter = await heapUsedMb(cdp);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapAfterGc = await heapUsedMb(cdp);

  const frames = intervals.slice(1).sort((a, b) => a - b);
  const p95 = percentile(frames, 95);
  const max = frames.at(-1);
  const long = frames.filter((ms) => ms > 1.5 * 16.7).length;
  console.log(`feed list, ${eventCount} events, Storybook ${dir}, Chromium 1280×800 (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores):`);
  console.log(`  note cards mounted  ${mountedAtTop} at the top, ${mountedAfter} after the scroll (target ≤ ~${TARGETS.mounted}: ${verdict(Math.max(mountedAtTop, mountedAfter) <= TARGETS.mounted)})`);
  console.log(`  scroll              ${frames.length} frames at ${step} px/frame, row ${topIndex} at the top at the end`);
  console.log(`  frame time          p50 ${percentile(frames, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms; ${long} frames > 25 ms (target p95 ≤ ${TARGETS.p95Ms} ms ±${RAF_JITTER_MS} jitter: ${verdict(p95 <= TARGETS.p95Ms + RAF_JITTER_MS)})`);
  console.log(`  JS heap used after  ${heapAfter.toFixed(1)} MB (${heapAfterGc.toFixed(1)} MB after GC) (target ≤ ${TARGETS.heapMb} MB: ${verdict(heapAfter <= TARGETS.heapMb)})`);
} finally {
  await browser.close();
  await server.close();
}
