import { useMemo } from 'react';
import { switchMap } from 'rxjs';
import { useCore } from '@app/ui';
import { useObservable } from '@app/ui';
import { renderLiveName } from '../people/PersonLink';
import { FollowButton } from './FollowButton';
import { showsMutedByWarning } from './followRules';
import { MutedBySummaryView, MutedByWarningView } from './MutedByView';
import { distancesOf, graphValue$, isMutedOf, mutedByOf, useGraphValue, useSocialValue } from './useSocial';

const NOBODY: string[] = [];

/** 'Muted by' names and count for `pubkey`, from the social graph. */
export function MutedBySummary({ pubkey }: { pubkey: string }) {
  return <MutedBySummaryView mutedBy={useGraphValue(pubkey, mutedByOf, NOBODY)} renderName={renderLiveName} />;
}

/** The muted-by warning for `pubkey`, with Unmute when I muted them. */
export function MutedByWarning({ pubkey }: { pubkey: string }) {
  const core = useCore();
  const mutedBy = useGraphValue(pubkey, mutedByOf, NOBODY);
  const mutedByMe = useSocialValue(pubkey, isMutedOf, false);
  const muterDistances$ = useMemo(
    () => graphValue$(core, (graph) => graph.mutedBy$(pubkey).pipe(switchMap((muters) => distancesOf(graph, muters)))),
    [core, pubkey],
  );
  const muterDistances = useObservable(muterDistances$, [] as number[]);
  return (
    <MutedByWarningView
      show={showsMutedByWarning(mutedByMe, muterDistances)}
      mutedByMe={mutedByMe}
      mutedBy={mutedBy}
      renderName={renderLiveName}
      action={mutedByMe ? <FollowButton pubkey={pubkey} /> : undefined}
    />
  );
}
