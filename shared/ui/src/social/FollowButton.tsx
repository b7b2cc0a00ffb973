import { useEffect, useState } from 'react';
import { useCore } from '@app/ui';
import { FollowButtonView } from './FollowButtonView';
import { followButtonState } from './followRules';
import { useAskSignIn, useSessionPubkey } from '@app/ui';
import { isFollowingOf, isMutedOf, useSocialValue } from './useSocial';

interface Relation {
  following: boolean;
  muted: boolean;
}

/** Follow / Following (Unfollow on hover) / Unmute for `pubkey`, published through the core; a visitor's Follow asks them to sign in. */
export function FollowButton({ pubkey }: { pubkey: string }) {
  const core = useCore();
  const me = useSessionPubkey();
  const askSignIn = useAskSignIn();
  const actual: Relation = {
    following: useSocialValue(pubkey, isFollowingOf, false),
    muted: useSocialValue(pubkey, isMutedOf, false),
  };
  // The optimistic relation, shown from the click until the core's lists agree (or rolled back on failure).
  const [optimistic, setOptimistic] = useState<Relation | null>(null);
  const [busy, setBusy] = useState(false);
  const agreed = optimistic !== null && optimistic.following === actual.following && optimistic.muted === actual.muted;
  useEffect(() => {
    if (agreed && !busy) setOptimistic(null);
  }, [agreed, busy]);
  // Lists changed after the publish finished (e.g. from another tab): they win.
  useEffect(() => {
    if (!busy) setOptimistic(null);
  }, [actual.following, actual.muted]);
  const shown = optimistic ?? actual;

  function run(next: Relation, publish: () => Promise<unknown>, what: string) {
    setOptimistic(next);
    setBusy(true);
    publish()
      .catch((error: unknown) => {
        console.warn(`Could not ${what}`, error);
        setOptimistic(null);
      })
      .finally(() => setBusy(false));
  }

  return (
    <FollowButtonView
      state={followButtonState({ me, pubkey, ...shown })}
      busy={busy}
      onFollow={() => (me ? run({ following: true, muted: false }, () => core.social.follow(pubkey), 'follow') : askSignIn('follow'))}
      onUnfollow={() => run({ following: false, muted: false }, () => core.social.unfollow(pubkey), 'unfollow')}
      onUnmute={() => run({ ...shown, muted: false }, () => core.social.unmute(pubkey), 'unmute')}
    />
  );
}
