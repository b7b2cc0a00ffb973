// `npm run bench:report`: every budget of issue 16 with its goal, ✓ met / ✗ over, from the production build in
// Chromium against the real local relay with the demo data: first-load JS of each route (until its first content),
// the relay worker, remote entries and route change p75 (remote preloaded while idle, and cold); with --all also first
// item cold/warm, ingest, heap and scroll frames (minutes: the other benches, spawned). --breakdown lists Home's first
// load file by file.
// Always exits 0; the size check is e2e/tests/first-load-budget.spec.ts (part of `npm test`).
// Usage: node bench/report.mjs [--clicks <n>] [--runs <n>] [--breakdown [--breakdown-of /search]] [--all]   (needs `npm run build`)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startApp } from '../e2e/support/app-harness.mjs';
import { scriptOwner } from './owners.mjs';
import { VIEWPORT, benchPorts, kb, launchChromium, measurePageLoad, relayWorkerSizes, remoteEntrySizes, requireBuild } from './page-load.mjs';
import { feedListRows, firstItemRows, firstLoadRow, formatTable, ingestRows, relayWorkerRows, remoteEntryRows, routeChangeRow, row } from './report-rows.mjs';
import { ROUTE_CHANGE_MODES, routeChangeP75 } from './route-change.mjs';
import { budgetedRoutes, routeChangeTargets } from './routes.mjs';

const { values: args } = parseArgs({
  options: {
    clicks: { type: 'string', default: '8' },
    runs: { type: 'string', default: '9' },
    breakdown: { type: 'boolean', default: false },
    'breakdown-of': { type: 'string', default: '/' },
    all: { type: 'boolean', default: false },
  },
});

const FEED_STORYBOOK = '.cache/bench/storybook-feed';

/** A route's (Home's by default) first-load scripts, largest first, with their owner; then those fetched later or by a worker. */
function printBreakdown({ load, name }, ports) {
  const ownerOf = scriptOwner(ports);
  const print = (script) => {
    const { app, file, owner } = ownerOf(script.url);
    console.log(`  ${kb(script.gzip).padStart(9)}  ${`${app}/${file}`.padEnd(48)} ${owner}${script.worker ? ' (fetched by a worker)' : ''}`);
  };
  const bySize = [...load.scripts].sort((a, b) => b.gzip - a.gzip);
  const later = bySize.filter((script) => !script.early);
  console.log(`\n${name}'s first load, file by file (fetch started before the first item at ${load.firstContentMs} ms):`);
  bySize.filter((script) => script.early).forEach(print);
  console.log(`later, or fetched by a worker (${later.length} files, ${kb(later.reduce((total, { gzip }) => total + gzip, 0))}):`);
  later.forEach(print);
}

/** Spawns another bench; its output, or why it did not run. */
function spawnBench(script, benchArgs = []) {
  console.log(`running ${script} ${benchArgs.join(' ')} …`);
  const run = spawnSync(process.execPath, [script, ...benchArgs], { encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  console.log(output.replace(/^/gm, '  | '));
  if (run.status === 0) return { output };
  return { output, why: output.trim().split('\n').at(-1) || `exit ${run.status}` };
}

/** bench/feed-list.mjs's arguments: without a built Storybook, the feed's is built into .cache/ first (about a minute). */
function feedListArgs() {
  if (['storybook/storybook-static/feed', 'remotes/feed/storybook-static'].some((dir) => existsSync(`${dir}/iframe.html`))) return [];
  console.log(`no built Storybook: building the feed's into ${FEED_STORYBOOK} …`);
  // Built from the package's folder, as its own build-storybook script does (from the root, React goes missing).
  spawnSync('npx', ['storybook', 'build', '-c', '.storybook', '-o', resolve(FEED_STORYBOOK), '--quiet'], { cwd: 'remotes/feed', stdio: 'ignore' });
  return ['--dir', FEED_STORYBOOK];
}

requireBuild();
const routes = budgetedRoutes();
const app = await startApp(benchPorts({ basePort: 28080, relayPort: 27777 }));
const browser = await launchChromium();
const rows = [];
let home;
let broken;
try {
  for (const route of routes) {
    const load = await measurePageLoad(browser, app.url + route.path, route.content);
    if (route.path === '/') home = load;
    if (route.path === args['breakdown-of']) broken = { load, name: route.name };
    rows.push(firstLoadRow(route, load));
  }
  rows.push(...relayWorkerRows(relayWorkerSizes()), ...remoteEntryRows(remoteEntrySizes()));
  for (const mode of ROUTE_CHANGE_MODES) rows.push(routeChangeRow(await routeChangeP75(browser, app, routes[0], routeChangeTargets(routes), Number(args.clicks), mode)));
  rows.push(row('JS heap after Home loads', `${(home.heap / 1048576).toFixed(1)} MB`, 'no goal set', undefined));
} finally {
  await browser.close();
  await app.close();
}

const minutes = { why: 'with --all' };
const firstItem = args.all ? spawnBench('bench/first-item.mjs', ['--runs', args.runs]) : minutes;
const ingest = args.all ? spawnBench('bench/ingest.mjs') : minutes;
const feedList = args.all ? spawnBench('bench/feed-list.mjs', feedListArgs()) : minutes;
rows.push(...firstItemRows(firstItem), ...ingestRows(ingest), ...feedListRows(feedList));

console.log(`\nissue 16 budgets, production build, local relay with the demo data, Chromium ${VIEWPORT.width}×${VIEWPORT.height} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores):`);
console.log('first load = JS gzip (level 9) of every script the page started fetching before its first content was in the DOM');
console.log(formatTable(rows));
const over = rows.filter((r) => r.ok === false).length;
console.log(`${rows.filter((r) => r.ok === true).length} within budget, ${over} over (✗); not a test: exits 0`);
if (args.breakdown && broken) printBreakdown(broken, app.ports);
