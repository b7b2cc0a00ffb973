// Route change to a remote not loaded yet: from Home (loaded in a fresh context, its network quiet, so anything
// preloaded while idle is there), a click on a side-navigation link, until the new page's first content is in the
// DOM. Times are from the click event to that DOM change, on the page's clock.
import { VIEWPORT, gotoFirstContent, networkQuiet, recordFirstContent, trackInflight } from './page-load.mjs';

/** In the page: records the next click's time (event clock = performance clock). */
function recordClick() {
  document.addEventListener('click', (event) => (window.__click = event.timeStamp), { capture: true, once: true });
}

/** One click from a freshly loaded Home to `target` ({ path, content }); ms from click to content. */
export async function measureRouteChange(browser, appUrl, home, target) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(recordFirstContent, home.content);
    const page = await context.newPage();
    const inflight = trackInflight(page);
    await gotoFirstContent(page, appUrl + home.path);
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

/** `clicks` route changes, cycling through `targets`; returns { p75, samples: [{ path, ms }] }. */
export async function routeChangeP75(browser, appUrl, home, targets, clicks) {
  const samples = [];
  for (let i = 0; i < clicks; i++) {
    const target = targets[i % targets.length];
    samples.push({ path: target.path, ms: await measureRouteChange(browser, appUrl, home, target) });
  }
  return { p75: percentile(samples.map((sample) => sample.ms), 75), samples };
}
