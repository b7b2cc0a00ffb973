import { useMemo } from 'react';
import { from, switchMap } from 'rxjs';
import { useCore, useObservable } from '@app/ui';
import type { GraphStats } from '@app/core';
import { Widget } from './Widget';

/** 'Social Graph': users reachable from the root, follow edges and users per distance. */
export function GraphStatsWidget() {
  const core = useCore();
  const stats$ = useMemo(() => from(core.graph()).pipe(switchMap((graph) => graph.stats$)), [core]);
  const stats = useObservable(stats$, null as GraphStats | null);
  return (
    <Widget title="Social Graph">
      <dl data-testid="graph-stats" aria-busy={!stats} style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
        <Figure term="Users" value={stats?.users} />
        <Figure term="Follows" value={stats?.follows} />
        {distanceRows(stats).map(([distance, size]) => (
          <Figure key={distance} term={`Distance ${distance}`} value={size} />
        ))}
      </dl>
    </Widget>
  );
}

/** Users per follow distance, nearest first; only whole-number distances. */
function distanceRows(stats: GraphStats | null): Array<[number, number]> {
  return Object.entries(stats?.sizeByDistance ?? {})
    .map(([distance, size]): [number, number] => [Number(distance), size])
    .filter(([distance, size]) => Number.isInteger(distance) && Number.isFinite(size))
    .sort(([a], [b]) => a - b);
}

/** One figure: a number, or a dash while it is not known yet. */
function Figure({ term, value }: { term: string; value: number | undefined }) {
  return (
    <>
      <dt>{term}</dt>
      <dd style={{ margin: 0 }}>{value !== undefined && Number.isFinite(value) ? value.toLocaleString() : '–'}</dd>
    </>
  );
}
