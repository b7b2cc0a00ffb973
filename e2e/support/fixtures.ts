import { test as base, expect } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { freshSummary } from '../../scripts/demo/fresh-demo.mjs';
import { startApp } from './app-harness.mjs';
// @ts-expect-error plain ESM helper without types
import { formatFailures, validateEvent } from '../../scripts/schemas/event-schemas.mjs';

export interface DemoSummary {
  users: { index: number; pubkey: string; npub: string; name: string }[];
  welcomeNoteId: string;
  welcomeNote: string;
  welcomeNote1: string;
  articleNaddr: string;
  marketNaddr: string;
  marketId: string;
  geoNoteId: string;
  geohash: string;
}

/** The demo data the harness's relay is seeded with (dated to this run, see scripts/demo/fresh-demo.mjs). */
export const demo: DemoSummary = freshSummary();

type App = Awaited<ReturnType<typeof startApp>>;

type SchemaResult = { kind: number; schema: string; errors: string[]; id?: string };

/** Each event once, with the @nostrability/schemata verdict on it. */
function checkEvents(events: Array<{ id: string; kind: number }>): SchemaResult[] {
  const unique = [...new Map(events.map((event) => [event.id, event])).values()];
  return unique.map((event) => ({ ...(validateEvent(event) as SchemaResult), id: event.id }));
}

/** Throws, listing kind and message of each, when any of the events fails its schema. */
export function assertPublishedValid(events: Array<{ id: string; kind: number }>): void {
  assertValid(checkEvents(events));
}

function assertValid(results: SchemaResult[]): void {
  const failures: string[] = formatFailures(results);
  if (failures.length) throw new Error(`Events the app published fail @nostrability/schemata:\n${failures.join('\n')}`);
}

/**
 * One app (relay + shell + six remotes) per worker; tests that break it restore it. Every test's published events
 * (what the browser sent to the relay during it) must pass @nostrability/schemata: a failing event fails the test
 * with its kind and the schema's message; kinds without their own schema are listed in the output.
 */
export const test = base.extend<{ publishedEventsValid: void }, { app: App }>({
  publishedEventsValid: [
    async ({ app }, use, testInfo) => {
      const from = app.published.length;
      await use();
      const results = checkEvents(app.published.slice(from));
      const unchecked = [...new Set(results.filter((result) => result.schema === 'nip-01 note').map((result) => result.kind))];
      if (unchecked.length) {
        testInfo.annotations.push({ type: 'kinds without a schema', description: unchecked.join(', ') });
        console.log(`Published kinds without a schema (checked as NIP-01 notes): ${unchecked.join(', ')}`);
      }
      assertValid(results);
    },
    { auto: true },
  ],
  app: [
    async ({}, use) => {
      // E2E_BASE_PORT / E2E_RELAY_PORT let two runs share a machine.
      const app = await startApp({ basePort: Number(process.env.E2E_BASE_PORT ?? 18080), relayPort: Number(process.env.E2E_RELAY_PORT ?? 17777) });
      await use(app);
      await app.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

export { expect };
