import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:faults`: the fault scenarios of e2e/faults/ (relays, remotes, money, storage, hostile content, CSP,
 * secrets) against the real parts, ending with a table of scenario, result and what was checked.
 */
export default defineConfig({
  ...base,
  testDir: './faults',
  testMatch: '**/*.fault.ts',
  // A fault scenario that passes only on a retry is a defect: no retries here.
  retries: 0,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['./faults/table-reporter.ts'],
    ...(process.env.PW_JSON ? [['json', { outputFile: process.env.PW_JSON }] as ['json', { outputFile: string }]] : []),
  ],
});
