// The rows of `npm run bench:report`: each budget of issue 16 with its figure, its goal and ✓ (met) / ✗ (over);
// figures of the minutes-long benches are read from their printed output.
import { kb } from './page-load.mjs';

export const GOALS = {
  relayWorkerKb: 60,
  routeChangeP75Ms: 100,
  firstItemColdMs: 400,
  firstItemWarmMs: 200,
  ingestPerSecond: 5000,
  longTaskMs: 50,
  scrollP95Ms: 16.7,
  /** requestAnimationFrame jitter still counted as one frame (bench/feed-list.mjs). */
  scrollJitterMs: 0.5,
  heapMb: 120,
  mountedCards: 60,
};

/** A row: `ok` true (✓), false (✗) or undefined (no goal, or not measured). */
export const row = (budget, figure, goal, ok) => ({ budget, figure, goal, ok });
const notRun = (budget, goal, why) => row(budget, `not run (${why})`, goal, undefined);
const sum = (scripts) => scripts.reduce((total, { gzip }) => total + gzip, 0);

/** First-load JS of one route: scripts the page started fetching before its first content (workers apart). */
export function firstLoadRow(route, load) {
  const page = load.scripts.filter((script) => !script.worker);
  const early = page.filter((script) => script.early);
  const workers = load.scripts.filter((script) => script.worker);
  const bytes = sum(early);
  const extras = [`${kb(sum(page))} until idle`, ...(workers.length ? [`workers ${kb(sum(workers))} apart`] : [])];
  const figure = `${kb(bytes)} in ${early.length} files by ${load.firstContentMs} ms (${extras.join(', ')})`;
  return row(`first load ${route.name} ${route.path.length > 20 ? route.path.slice(0, 16) + '…' : route.path}`, figure, `≤ ${route.budgetKb} KB`, bytes / 1024 <= route.budgetKb);
}

export function relayWorkerRows({ worker, wasm }) {
  return [
    row('relay worker script', kb(worker), `≤ ${GOALS.relayWorkerKb} KB`, worker / 1024 <= GOALS.relayWorkerKb),
    row('nostr-wasm binary (relay worker)', kb(wasm), 'printed apart', undefined),
  ];
}

export const remoteEntryRows = (entries) =>
  entries.map(({ name, entry, total }) => row(`remoteEntry.js ${name}`, `${kb(entry)} (all of ${name}'s JS ${kb(total)})`, 'no goal set', undefined));

/** What each mode of bench/route-change.mjs measures, as the row's name. */
const ROUTE_CHANGE_LABELS = {
  idle: 'route change, remote preloaded while idle',
  cold: 'route change, cold remote (hover preload only)',
};

export function routeChangeRow({ mode = 'cold', p75, samples }) {
  const figure = `p75 ${p75} ms of ${samples.length} clicks [${samples.map((sample) => sample.ms).join(', ')}]`;
  return row(ROUTE_CHANGE_LABELS[mode], figure, `p75 ≤ ${GOALS.routeChangeP75Ms} ms`, p75 <= GOALS.routeChangeP75Ms);
}

/** A number from a bench's output, or undefined. */
export function figureIn(output, pattern) {
  const match = pattern.exec(output ?? '');
  return match ? Number(match[1]) : undefined;
}

/** A row from a spawned bench's output: `why` says why it did not run, else `pattern` finds the figure. */
function measuredRow(budget, run, pattern, goal, format, within) {
  if (run.why) return notRun(budget, goal, run.why);
  const value = figureIn(run.output, pattern);
  return value === undefined ? row(budget, 'no figure in its output', goal, false) : row(budget, format(value), goal, within(value));
}

/** Rows of bench/first-item.mjs (cold and warm medians). */
export function firstItemRows(run) {
  return [
    measuredRow('first feed item, cold', run, /cold \(fresh context\)\s+median (\d+) ms/, `≤ ${GOALS.firstItemColdMs} ms`, (ms) => `median ${ms} ms`, (ms) => ms <= GOALS.firstItemColdMs),
    measuredRow('first feed item, warm', run, /warm \(same ctx reloaded\)\s+median (\d+) ms/, `≤ ${GOALS.firstItemWarmMs} ms`, (ms) => `median ${ms} ms`, (ms) => ms <= GOALS.firstItemWarmMs),
  ];
}

/** Rows of bench/ingest.mjs: throughput and the longest main-thread task of a burst ('none over 50 ms' meets it). */
export function ingestRows(run) {
  const rows = [measuredRow('ingest through the relay worker', run, /throughput\s+(\d+) events\/s/, `≥ ${GOALS.ingestPerSecond} events/s`, (n) => `${n} events/s`, (n) => n >= GOALS.ingestPerSecond)];
  const quiet = !run.why && /longest main-thread task\s+none over 50 ms/.test(run.output);
  const taskGoal = `≤ ${GOALS.longTaskMs} ms`;
  rows.push(quiet ? row('longest main-thread task, 1,000-event burst', 'none over 50 ms', taskGoal, true) : measuredRow('longest main-thread task, 1,000-event burst', run, /longest main-thread task\s+(\d+) ms/, taskGoal, (ms) => `${ms} ms`, (ms) => ms <= GOALS.longTaskMs));
  return rows;
}

/** Rows of bench/feed-list.mjs: scroll frames, heap and mounted cards with 10,000 events. */
export function feedListRows(run) {
  return [
    measuredRow('scroll frames, 10,000 events', run, /p95 ([\d.]+) ms/, `p95 ≤ ${GOALS.scrollP95Ms} ms`, (ms) => `p95 ${ms} ms`, (ms) => ms <= GOALS.scrollP95Ms + GOALS.scrollJitterMs),
    measuredRow('JS heap, 10,000 events scrolled', run, /JS heap used after\s+([\d.]+) MB/, `≤ ${GOALS.heapMb} MB`, (mb) => `${mb} MB`, (mb) => mb <= GOALS.heapMb),
    measuredRow('note cards mounted while scrolling', run, /note cards mounted\s+\d+ at the top, (\d+) after/, `≤ ~${GOALS.mountedCards}`, (n) => `${n}`, (n) => n <= GOALS.mountedCards),
  ];
}

/** The rows as an aligned text table, ✓/✗ in the first column. */
export function formatTable(rows) {
  const header = { budget: 'budget', figure: 'figure', goal: 'goal' };
  const widths = ['budget', 'goal'].map((key) => Math.max(...[header, ...rows].map((r) => r[key].length)));
  const line = (mark, r) => `${mark} ${r.budget.padEnd(widths[0])}  ${r.goal.padEnd(widths[1])}  ${r.figure}`;
  const mark = (ok) => (ok === true ? '✓' : ok === false ? '✗' : ' ');
  return [line(' ', header), ...rows.map((r) => line(mark(r.ok), r))].join('\n');
}
