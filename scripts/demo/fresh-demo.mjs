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

/**
 * Where the demo's NIP-05 names are served: DEMO_NAMES_DOMAIN (`npm start` and e2e set it to their shell's
 * 127.0.0.1:{port}, which answers /.well-known/nostr.json), else the default shell port of `npm start`.
 */
export function demoNamesDomain() {
  return process.env.DEMO_NAMES_DOMAIN ?? '127.0.0.1:8080';
}

/** The relay the fresh data names and whose HTTP side serves the avatars (DEMO_RELAY_HOST, else npm start's). */
const demoRelayHost = () => process.env.DEMO_RELAY_HOST ?? '127.0.0.1:7777';
/** The zap server the demo's lightning addresses name (DEMO_ZAP_HOST, else npm start's). */
const demoZapHost = () => process.env.DEMO_ZAP_HOST ?? '127.0.0.1:3339';

/** Generates (once per base, hosts and generator version) and returns the URLs of the fresh fixture and its summary. */
export function freshDemo(base = demoBase(), namesDomain = demoNamesDomain()) {
  const hosts = `${namesDomain}-${demoRelayHost()}-${demoZapHost()}`.replace(/[^\w.-]/g, '_');
  const dir = new URL(`.cache/demo/${base}-${hosts}-${generatorVersion()}/`, root);
  const fixtureUrl = new URL('fixture.jsonl.gz', dir);
  const summaryUrl = new URL('fixture-summary.json', dir);
  if (!existsSync(summaryUrl)) generateInto(fileURLToPath(dir), base, namesDomain);
  return { fixtureUrl, summaryUrl };
}

/** Generates into a private folder, then renames it into place, so parallel test workers never read half a file. */
function generateInto(dir, base, namesDomain) {
  const scratch = `${dir.replace(/\/$/, '')}.tmp-${process.pid}`;
  const script = fileURLToPath(new URL('./generate.mjs', import.meta.url));
  const args = [script, '--base', String(base), '--names-domain', namesDomain, '--out', scratch];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, DEMO_RELAY_HOST: demoRelayHost(), DEMO_ZAP_HOST: demoZapHost() } });
  if (run.status !== 0) throw new Error(`demo generation failed: ${run.stderr || run.stdout}`);
  try {
    renameSync(scratch, dir);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true }); // another worker got there first
    if (!existsSync(dir)) throw error;
  }
}

/** The fresh demo's summary (ids, users, naddrs), synchronously. */
export function freshSummary(base = demoBase(), namesDomain = demoNamesDomain()) {
  return JSON.parse(readFileSync(freshDemo(base, namesDomain).summaryUrl, 'utf8'));
}

/** The NIP-05 document of the demo's names (`{ names: { alice: pubkey } }`), for the shell's server to answer. */
export function demoNostrJson(base = demoBase(), namesDomain = demoNamesDomain()) {
  return { names: freshSummary(base, namesDomain).nip05Names ?? {} };
}
