import { useEffect, useState } from 'react';
import { of, type Observable } from 'rxjs';
import type { PushService, PushStatus } from '@app/core/push';
import type { CurrentUser } from '@app/core';
import { useCore, useObservable } from '@app/ui';
import { PushSectionView } from './PushSectionView';

const LOADING: Observable<PushStatus | null> = of(null);

/** The push section, connected: the core's push service loads with this page (its own entry, out of first loads). */
export function PushSection() {
  const core = useCore();
  const user = useObservable(core.session$, null as CurrentUser | null);
  const [push, setPush] = useState<PushService | null>(null);
  useEffect(() => {
    let live = true;
    void import('@app/core/push').then(({ pushOf }) => live && setPush(pushOf(core)));
    return () => {
      live = false;
    };
  }, [core]);
  const status = useObservable<PushStatus | null>(push?.status$ ?? LOADING, null);
  const report = (failure: unknown) => console.warn('push', failure); // the status carries the message shown
  return <PushSectionView status={status} signedIn={Boolean(user && !user.locked)} onEnable={() => push?.enable().catch(report)} onDisable={() => push?.disable().catch(report)} />;
}
