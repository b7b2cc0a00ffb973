import type { Page } from '@playwright/test';

/**
 * Navigates inside the app (as a link would: react-router's state, then popstate) and returns the ms until the new

 * page shows its first note card with `text`: relay time and rendering, not script loading.
 */
export async function msToFirstNoteAfterNavigating(page: Page, path: string, text: string): Promise<number> {
  return page.evaluate(
    ([to, expected]) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        const cards = () => document.querySelectorAll(`[data-history-entry][data-active="true"] [data-testid="note-card"]`);
        const card = () => [...cards()].some((element) => element.textContent?.includes(expected));
        const look = () => {
          if (card()) return resolve(performance.now() - started);
          if (performance.now() - started > 20_000) return reject(new Error(`No note card on ${to} within 20 s`));
          requestAnimationFrame(look);
        };
        look();
      }),
    [path, text] as const,
  );
}
