import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { demoBase } from '../scripts/demo/fresh-demo.mjs';

demoBase(); // pins DEMO_BASE for the workers, so fixtures and the seeded relay agree

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
  },
});
