import { hasCore, getCore } from '@app/core';
import { useMemo } from 'react';
import { map, of } from 'rxjs';
import { useObservable } from '@app/ui';

/** The `content.blurNSFW` setting (on by default, and when no core is installed). */
export function useBlurNSFW(): boolean {
  const blur$ = useMemo(() => (hasCore() ? getCore().settings.state$.pipe(map((s) => s.content.blurNSFW)) : of(true)), []);
  return useObservable(blur$, hasCore() ? getCore().settings.get().content.blurNSFW : true);
}
