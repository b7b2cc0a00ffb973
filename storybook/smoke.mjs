// Smoke check of the BUILT composed Storybook (run `npm run build-storybook` first):
// opens every story of the composition and of every child in iframe.html with
// system Chromium and fails when #storybook-root stays empty, the story shows
// Storybook's error display, or the page logs an error (toolchain pitfall 4).
// SMOKE_ONLY=chat (a child id, or several: SMOKE_ONLY=chat,feed) checks only those children's stories and skips the
// composition (its index and sidebar); each child's folder can then come from its own build, e.g.
// `npm run build-storybook -w remotes/chat` and a copy of remotes/chat/storybook-static/ to storybook-static/chat/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/serve/static-server.mjs';
import { previewPolicy, reportViolations } from './preview-policy.mjs';

const staticRoot = join(import.meta.dirname, 'storybook-static');
/** Child ids to check alone (SMOKE_ONLY, comma-separated); empty: the composition and every child. */
const ONLY = (process.env.SMOKE_ONLY ?? '').split(',').map((id) => id.trim()).filter(Boolean);
const STORY_TIMEOUT_MS = 15_000;
const PARALLEL_PAGES = 2;
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Every built Storybook in the output: the composition ('') and each child folder. */
function storybookDirs() {
  const children = readdirSync(staticRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(staticRoot, entry.name, 'index.json')))
    .map((entry) => entry.name);
  if (ONLY.length) return children.filter((child) => ONLY.includes(child));
  return ['', ...children];
}

function storyIds(dir) {
  const index = JSON.parse(readFileSync(join(staticRoot, dir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((e) => e.type === 'story').map((e) => e.id);
}

/** Waits until Storybook finished rendering (and playing) story `id`; returns what the user sees. */
async function renderResult(page, id) {
  await page.waitForFunction(
    (storyId) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return (render?.id === storyId && render.phase === 'finished') || document.body.classList.contains('sb-show-errordisplay');
    },
    id,
    { timeout: STORY_TIMEOUT_MS, polling: 50 },
  );
  return page.evaluate(() => ({
    rootChildren: document.querySelector('#storybook-root')?.childElementCount ?? 0,
    errorDisplay: document.body.classList.contains('sb-show-errordisplay')
      ? document.querySelector('#error-message')?.textContent?.trim() || 'error display shown'
      : null,
  }));
}

/**
 * Shows story `id`: the first story of a Storybook (and any after a failure) loads iframe.html; later ones are
 * switched to over Storybook's own channel, as its manager does, which skips reloading the whole preview bundle.
 */
async function showStory(page, origin, prefix, id, reload) {
  const iframe = `${origin}${prefix}/iframe.html`;
  if (reload || !page.url().startsWith(`${iframe}?`)) {
    await page.goto('about:blank');
    await page.goto(`${iframe}?id=${id}&viewMode=story`, { waitUntil: 'commit' });
    return;
  }
  await page.evaluate((storyId) => window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' }), id);
}

/** Stories that throw on purpose (an error boundary catching a render error): React logs what was caught. */
const EXPECTED_ERRORS = { 'errors-errorboundary--caught-error': /Kaboom in a feed item|Render error/ };

/** Page errors since the last reset; resource failures of outside hosts are expected (fallback stories). */
function trackErrors(page, origin) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url ?? '';
    const externalLoadFailure = message.text().startsWith('Failed to load resource') && !source.startsWith(origin);
    if (!externalLoadFailure) errors.push(`console: ${message.text()}`);
  });
  return { take: () => errors.splice(0) };
}

async function checkStory(page, tracker, origin, { dir, id }, reload) {
  const prefix = dir ? `/${dir}` : '';
  tracker.take();
  const errors = [];
  try {
    await showStory(page, origin, prefix, id, reload);
    const { rootChildren, errorDisplay } = await renderResult(page, id);
    if (errorDisplay) errors.push(`error display: ${errorDisplay.slice(0, 300)}`);
    if (rootChildren === 0) errors.push('#storybook-root is empty');
  } catch (error) {
    errors.push(error.message.split('\n')[0]);
  }
  const expected = EXPECTED_ERRORS[id];
  return [...tracker.take().filter((message) => !expected?.test(message)), ...errors];
}

/** The composed manager must list every copied child as a ref in its sidebar. */
async function checkComposition(context, origin, refIds) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/index.html`);
    for (const refId of refIds) {
      await page.waitForSelector(`[data-ref-id="${refId}"]`, { timeout: STORY_TIMEOUT_MS });
    }
    return [];
  } catch (error) {
    return [{ story: 'composition:sidebar', errors: [error.message] }];
  } finally {
    await page.close();
  }
}

/**
 * Whether two stories come from one stories file (same Storybook, same title part of the id): only those share a
 * preview without a reload, as they do in the Vitest story run; another file starts from a fresh page, so state a
 * file's stories leave behind (a signed-in story core, storage) never reaches the next file.
 */
function sameStoryFile(previous, next) {
  return Boolean(previous) && previous.dir === next.dir && previous.id.split('--')[0] === next.id.split('--')[0];
}

/** Renders every story, PARALLEL_PAGES at a time, each page reused story after story. */
async function checkAllStories(context, origin) {
  const queue = storybookDirs().flatMap((dir) => storyIds(dir).map((id) => ({ dir, id })));
  const total = queue.length;
  const failures = [];
  const worker = async () => {
    const page = await context.newPage();
    const tracker = trackErrors(page, origin);
    let previous = null;
    for (let next = queue.shift(); next; next = queue.shift()) {
      const errors = await checkStory(page, tracker, origin, next, !sameStoryFile(previous, next));
      // A story that failed or threw on purpose may leave the preview in a state the next one should not inherit.
      previous = errors.length > 0 || next.id in EXPECTED_ERRORS ? null : next;
      if (errors.length) failures.push({ story: `${next.dir || 'composition'}:${next.id}`, errors });
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  return { rendered: total - failures.length, failures };
}

async function main() {
  if (ONLY.length) {
    const missing = ONLY.filter((id) => !existsSync(join(staticRoot, id, 'index.json')));
    if (missing.length) throw new Error(`no built Storybook in storybook-static/ for: ${missing.join(', ')}`);
  } else if (!existsSync(join(staticRoot, 'index.json'))) throw new Error('run `npm run build-storybook` first');
  const started = Date.now();
  // Every preview runs under the app's Content-Security-Policy; a violation fails its story.
  const served = await serveStatic({ dir: staticRoot, port: 0, csp: previewPolicy(staticRoot) });
  const server = { url: `http://127.0.0.1:${served.port}`, close: served.close };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  await context.addInitScript(reportViolations);
  // Nothing outside the local server is reachable (or needed) here; fail such requests fast.
  await context.route((url) => !url.href.startsWith(server.url), (route) => route.abort());
  // SMOKE_ONLY leaves the composition out: its sidebar is not checked either.
  const sidebarFailures = ONLY.length ? [] : await checkComposition(context, server.url, storybookDirs().filter(Boolean));
  const { rendered, failures } = await checkAllStories(context, server.url);
  await browser.close();
  server.close();
  const firstLine = (text) => text.split('\n')[0].slice(0, 300);
  for (const { story, errors } of [...sidebarFailures, ...failures]) {
    console.error(`FAIL ${story}\n  ${errors.map(firstLine).join('\n  ')}`);
  }
  const time = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${rendered} stories rendered, ${failures.length} failed (${time} s)`);
  process.exitCode = failures.length + sidebarFailures.length ? 1 : 0;
}

await main();
