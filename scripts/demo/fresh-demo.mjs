// The demo data dated to now: the deterministic generator run with the current hour as its base, cached in
// .cache/demo/<base>-<generator version>/. Feeds with time windows (popular: 48 h widened to 5 days) need recent
// reactions, so the relay seeds this rather than the committed copy. DEMO_BASE pins the base for a whole test run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HOUR = 3600;
const root = new URL('../../', import.meta.url);

/** The base (unix seconds) of this run's demo data: DEMO_BASE, else the start of the current hour (then pinned). */
export function demoBase() {
  if (!process.env.DEMO_BASE) process.env.DEMO_BASE = String(Math.floor(Date.now() / 1000 / HOUR) * HOUR);
  return Number(process.env.DEMO_BASE);
}

/** Short hash of the generator's sources, so a changed demo (content, words, generator) is generated anew. */
function generatorVersion() {
  const hash = createHash('sha256');
  for (const name of ['generate.mjs', 'content.mjs', 'words.mjs']) hash.update(readFileSync(new URL(name, import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

/** Generates (once per base and generator version) and returns the URLs of the fresh fixture and its summary. */
export function freshDemo(base = demoBase()) {
  const dir = new URL(`.cache/demo/${base}-${generatorVersion()}/`, root);
  const fixtureUrl = new URL('fixture.jsonl.gz', dir);
  const summaryUrl = new URL('fixture-summary.json', dir);
  if (!existsSync(summaryUrl)) generateInto(fileURLToPath(dir), base);
  return { fixtureUrl, summaryUrl };
}

/** Generates into a private folder, then renames it into place, so parallel test workers never read half a file. */
function generateInto(dir, base) {
  const scratch = `${dir.replace(/\/$/, '')}.tmp-${process.pid}`;
  const script = fileURLToPath(new URL('./generate.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [script, '--base', String(base), '--out', scratch], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`demo generation failed: ${run.stderr || run.stdout}`);
  try {
    renameSync(scratch, dir);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true }); // another worker got there first
    if (!existsSync(dir)) throw error;
  }
}

/** The fresh demo's summary (ids, users, naddrs), synchronously. */
export function freshSummary(base = demoBase()) {
  return JSON.parse(readFileSync(freshDemo(base).summaryUrl, 'utf8'));
}
