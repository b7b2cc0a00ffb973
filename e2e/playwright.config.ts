import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { demoBase } from '../scripts/demo/fresh-demo.mjs';

demoBase(); // pins DEMO_BASE for the workers, so fixtures and the seeded relay agree
process.env.DEMO_RELAY_HOST ??= `127.0.0.1:${process.env.E2E_RELAY_PORT ?? 17777}`; // the harness's relay: hints and avatars
process.env.DEMO_ZAP_HOST ??= `127.0.0.1:${Number(process.env.E2E_RELAY_PORT ?? 17777) + 2}`; // the harness's zap server: the demo's lightning addresses
process.env.DEMO_NAMES_DOMAIN ??= `127.0.0.1:${process.env.E2E_BASE_PORT ?? 18080}`; // the harness's shell, which serves the demo's NIP-05 names

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** E2E against the production builds and the real local relay, in Debian's Chromium (no browser downloads). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    // Page routes do not see a service worker's requests: only the PWA tests let the app's worker run.
    serviceWorkers: 'block',
  },
});
