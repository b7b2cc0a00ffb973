import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __longestTaskMs?: number;
    __longTasks?: number;
  }
}

/** Records the main thread's long tasks (over 50 ms) from the first script on; read with `longestTaskMs`. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__longestTaskMs = 0;
    window.__longTasks = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks = (window.__longTasks ?? 0) + 1;
        window.__longestTaskMs = Math.max(window.__longestTaskMs ?? 0, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The longest main-thread task seen so far, in ms, and how many there were over 50 ms. */
export async function longestTaskMs(page: Page): Promise<{ longest: number; count: number }> {
  return page.evaluate(() => ({ longest: window.__longestTaskMs ?? 0, count: window.__longTasks ?? 0 }));
}

/** Forgets the long tasks seen so far (e.g. the page's start-up), so the next reading covers what follows. */
export async function resetLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__longestTaskMs = 0;
    window.__longTasks = 0;
  });
}
