import { describe, expect, it } from 'vitest';
import { feedListRows, firstItemRows, firstLoadRow, formatTable, ingestRows, routeChangeRow, row } from './report-rows.mjs';

const home = { name: 'Home', path: '/', budgetKb: 150 };
const script = (gzip, early, worker = false) => ({ url: 'http://127.0.0.1:1/a.js', gzip, early, worker });

describe('firstLoadRow', () => {
  it('counts only the page scripts started before the first content against the budget', () => {
    const load = { firstContentMs: 700, scripts: [script(100 * 1024, true), script(40 * 1024, true), script(90 * 1024, false), script(20 * 1024, false, true)] };
    const result = firstLoadRow(home, load);
    expect(result.ok).toBe(true);
    expect(result.figure).toBe('140.0 KB in 2 files by 700 ms (230.0 KB until idle, workers 20.0 KB apart)');
    expect(result.goal).toBe('≤ 150 KB');
  });

  it('is over budget one byte past it', () => {
    expect(firstLoadRow(home, { firstContentMs: 1, scripts: [script(150 * 1024 + 1, true)] }).ok).toBe(false);
  });
});

describe('routeChangeRow', () => {
  it('names what each mode measures and holds its p75 to 100 ms', () => {
    const samples = [{ path: '/search', ms: 40 }, { path: '/wallet', ms: 120 }];
    expect(routeChangeRow({ mode: 'idle', p75: 40, samples })).toEqual(row('route change, remote preloaded while idle', 'p75 40 ms of 2 clicks [40, 120]', 'p75 ≤ 100 ms', true));
    expect(routeChangeRow({ mode: 'cold', p75: 120, samples }).budget).toBe('route change, cold remote (hover preload only)');
    expect(routeChangeRow({ mode: 'cold', p75: 120, samples }).ok).toBe(false);
  });
});

describe('rows read from the other benches', () => {
  it('first item: medians against 400 / 200 ms', () => {
    const output = '  cold (fresh context)     median 756 ms of [1, 2] (x)\n  warm (same ctx reloaded) median 190 ms of [1] (x)';
    expect(firstItemRows({ output }).map((r) => [r.figure, r.ok])).toEqual([['median 756 ms', false], ['median 190 ms', true]]);
  });

  it('ingest: throughput and a burst without long tasks', () => {
    const output = '  throughput         6120 events/s median of 3\n  longest main-thread task  none over 50 ms (no longtask entries); goal ≤ 50 ms';
    expect(ingestRows({ output }).map((r) => [r.figure, r.ok])).toEqual([['6120 events/s', true], ['none over 50 ms', true]]);
  });

  it('feed list: p95 frame, heap and mounted cards', () => {
    const output = '  note cards mounted  21 at the top, 24 after the scroll\n  frame time          p50 16.6 ms, p95 17.0 ms, max 40.0 ms\n  JS heap used after  130.2 MB (80.0 MB after GC)';
    expect(feedListRows({ output }).map((r) => [r.figure, r.ok])).toEqual([['p95 17 ms', true], ['130.2 MB', false], ['24', true]]);
  });

  it('a bench that did not run says why and is neither met nor over', () => {
    const [first] = firstItemRows({ why: 'with --all' });
    expect(first).toMatchObject({ figure: 'not run (with --all)', ok: undefined });
  });

  it('output without the figure is marked over', () => {
    expect(ingestRows({ output: 'crashed' })[0]).toMatchObject({ figure: 'no figure in its output', ok: false });
  });
});

describe('formatTable', () => {
  it('marks met rows ✓, over rows ✗ and rows without a goal with a blank', () => {
    const lines = formatTable([row('a', '1 KB', '≤ 2 KB', true), row('bb', '3 KB', '≤ 2 KB', false), row('c', '4 KB', 'no goal set', undefined)]).split('\n');
    expect(lines[1]).toBe('✓ a       ≤ 2 KB       1 KB');
    expect(lines[2]).toBe('✗ bb      ≤ 2 KB       3 KB');
    expect(lines[3]).toBe('  c       no goal set  4 KB');
  });
});
