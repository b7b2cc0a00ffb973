// Loads the committed demo fixture (gzipped JSONL of signed events) and its summary.
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

export const FIXTURE_URL = new URL('./fixture.jsonl.gz', import.meta.url);
export const SUMMARY_URL = new URL('./fixture-summary.json', import.meta.url);

/** @returns {Promise<import('nostr-tools').NostrEvent[]>} */
export async function loadFixture(url = FIXTURE_URL) {
  const text = gunzipSync(await readFile(url)).toString('utf8');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

/** @returns {Promise<object>} see generate.mjs for the shape */
export async function loadSummary(url = SUMMARY_URL) {
  return JSON.parse(await readFile(url, 'utf8'));
}
