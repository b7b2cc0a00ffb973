// Drives the hostile remote's probe page (e2e/fixtures/hostile-remote/src/probe) and reads the browser's storage from
// the test's side, to check the probe's findings against.
import { expect, type Page } from '@playwright/test';
import type { ProbeReport } from '../../fixtures/hostile-remote/src/probe/run-probe';
import { activePage } from '../../support/notes';

export type { ProbeReport };

/** Every path the probe must have tried, each with something examined: the check cannot pass on an empty walk. */
export const PROBED_PATHS = ['bus', 'dom', 'core', 'globals', 'bundler', 'storage', 'indexeddb', 'worker'];

/** Runs the probe (on /settings/probe, already open) and returns its report. */
export async function runKeyProbe(page: Page): Promise<ProbeReport> {
  await activePage(page).getByRole('button', { name: 'Probe for the private key' }).click();
  const report = activePage(page).getByTestId('probe-report');
  await expect(report).toBeAttached({ timeout: 40_000 });
  return JSON.parse((await report.locator('pre').textContent()) ?? 'null') as ProbeReport;
}

/** Asserts the report is a real one: no errors, every path tried with values examined, the worker and databases read. */
export function expectEveryPathProbed(report: ProbeReport, pubkey: string): void {
  expect(report.errors).toEqual([]);
  expect(report.pubkey).toBe(pubkey);
  const examined = Object.fromEntries(report.tried.map(({ path, examined: count }) => [path, count]));
  for (const path of PROBED_PATHS) expect(examined[path], `values examined on ${path}`).toBeGreaterThan(0);
  expect(report.notes.some((note) => /^worker: nostr-relays .* sent \d+ messages \([^)]*\bstats\b[^)]*\)$/.test(note)), report.notes.join('\n')).toBe(true);
  expect(report.notes.some((note) => /^indexeddb: .+: [1-9]\d* records$/.test(note)), report.notes.join('\n')).toBe(true);
}

/** One line for the scenario table: how much was looked at on each path. */
export function probeSummary(report: ProbeReport): string {
  return report.tried.map(({ path, examined }) => `${path} ${examined}`).join(', ');
}

/** Everything local storage and IndexedDB hold, as the page's own script reads it: storage by key, and all as text. */
export function readBrowserStorage(page: Page): Promise<{ local: Record<string, string>; text: string }> {
  return page.evaluate(async () => {
    const local = Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? '']));
    const records: string[] = [];
    const request = <T,>(req: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((req.onsuccess = () => resolve(req.result)), (req.onerror = () => reject(req.error))));
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const objects = db.transaction(store, 'readonly').objectStore(store);
        records.push(JSON.stringify(await request(objects.getAll())), JSON.stringify(await request(objects.getAllKeys())));
      }
      db.close();
    }
    return { local, text: [JSON.stringify(local), ...records].join('\n') };
  });
}
