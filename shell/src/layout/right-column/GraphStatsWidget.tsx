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
      {stats ? (
        <dl data-testid="graph-stats" style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
          <dt>Users</dt>
          <dd style={{ margin: 0 }}>{stats.users.toLocaleString()}</dd>
          <dt>Follows</dt>
          <dd style={{ margin: 0 }}>{stats.follows.toLocaleString()}</dd>
          {Object.entries(stats.sizeByDistance).map(([distance, size]) => (
            <Distance key={distance} distance={Number(distance)} size={size} />
          ))}
        </dl>
      ) : (
        <p style={{ margin: 0 }}>Loading…</p>
      )}
    </Widget>
  );
}

function Distance({ distance, size }: { distance: number; size: number }) {
  return (
    <>
      <dt>Distance {distance}</dt>
      <dd style={{ margin: 0 }}>{size.toLocaleString()}</dd>
    </>
  );
}
