import { test as base, expect } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { freshSummary } from '../../scripts/demo/fresh-demo.mjs';
// @ts-expect-error plain ESM helper without types
import { startApp } from './app-harness.mjs';

export interface DemoSummary {
  users: { index: number; pubkey: string; npub: string; name: string }[];
  welcomeNoteId: string;
  welcomeNote: string;
  welcomeNote1: string;
  articleNaddr: string;
  marketNaddr: string;
}

/** The demo data the harness's relay is seeded with (dated to this run, see scripts/demo/fresh-demo.mjs). */
export const demo: DemoSummary = freshSummary();

type App = Awaited<ReturnType<typeof startApp>>;

/** One app (relay + shell + six remotes) per worker; tests that break it restore it. */
export const test = base.extend<object, { app: App }>({
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
