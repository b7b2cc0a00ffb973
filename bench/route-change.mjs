// Route change to a remote not visited yet: from Home (loaded in a fresh context), a click on a side-navigation link,
// until the new page's first content is in the DOM. Times are from the click event to that DOM change, on the page's
// clock. Two modes (shell/src/remotes/idle-preload.ts):
// - 'idle': the app as shipped; the click comes once the idle preload has fetched the target's remote (its entry
//   requested, then the network quiet), as for a user who has been on Home a few seconds;
// - 'cold': the idle preload switched off (localStorage 'app:idle-preload' = 'off'), the network quiet; the only head
//   start is the hover preload, fired as Playwright's click moves the pointer onto the link, right before the press.
import { VIEWPORT, gotoFirstContent, networkQuiet, recordFirstContent, trackInflight } from './page-load.mjs';

export const ROUTE_CHANGE_MODES = ['idle', 'cold'];

/** Whether `url` is the entry script of the remote served on `port`. */
const isEntryOf = (port) => (request) => {
  const url = new URL(request.url());
  return Number(url.port) === port && url.pathname.endsWith('/remoteEntry.js');
};

/** In the page: records the next click's time (event clock = performance clock). */
function recordClick() {
  document.addEventListener('click', (event) => (window.__click = event.timeStamp), { capture: true, once: true });
}

/** One click from a freshly loaded Home to `target` ({ path, content, remote }); ms from click to content. */
export async function measureRouteChange(browser, app, home, target, mode) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  // The service worker's precache (after the page is in, in the background) is not the page's load: kept out.
  try {
    if (mode === 'cold') await context.addInitScript(() => localStorage.setItem('app:idle-preload', 'off'));
    await context.addInitScript(recordFirstContent, home.content);
    const page = await context.newPage();
    const inflight = trackInflight(page);
    const preloaded = mode === 'idle' ? page.waitForRequest(isEntryOf(app.ports[target.remote]), { timeout: 30_000 }) : undefined;
    await gotoFirstContent(page, app.url + home.path);
    await preloaded;
    await networkQuiet(page, inflight);
    await page.evaluate(() => delete window.__firstContent);
    await page.evaluate(recordFirstContent, target.content);
    await page.evaluate(recordClick);
    // The side navigation's item (the relay indicator also links to /settings/network, after it).
    await page.locator(`nav[aria-label="Main"] a[href="${target.path}"]`).first().click();
    await page.waitForFunction(() => window.__firstContent !== undefined, undefined, { timeout: 30_000, polling: 50 });
    return page.evaluate(() => Math.round(window.__firstContent - window.__click));
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** `clicks` route changes in `mode`, cycling through `targets`; returns { mode, p75, samples: [{ path, ms }] }. */
export async function routeChangeP75(browser, app, home, targets, clicks, mode) {
  const samples = [];
  for (let i = 0; i < clicks; i++) {
    const target = targets[i % targets.length];
    samples.push({ path: target.path, ms: await measureRouteChange(browser, app, home, target, mode) });
  }
  return { mode, p75: percentile(samples.map((sample) => sample.ms), 75), samples };
}
