import { useState } from 'react';
import { Button } from '@app/ui';
import type { FollowButtonState } from './followRules';

export interface FollowButtonViewProps {
  state: FollowButtonState;
  /** A follow, unfollow or unmute is being published: the button is disabled. */
  busy?: boolean;
  onFollow(): void;
  onUnfollow(): void;
  onUnmute(): void;
}

/** 'Follow' → 'Following' (shows 'Unfollow' while hovered or focused); a muted user shows 'Unmute'. */
export function FollowButtonView({ state, busy = false, onFollow, onUnfollow, onUnmute }: FollowButtonViewProps) {
  const [pointed, setPointed] = useState(false);
  if (state === 'hidden') return null;
  const point = { onMouseEnter: () => setPointed(true), onMouseLeave: () => setPointed(false), onFocus: () => setPointed(true), onBlur: () => setPointed(false) };
  if (state === 'muted') {
    return (
      <Button variant="danger" size="sm" loading={busy} onClick={onUnmute}>
        Unmute
      </Button>
    );
  }
  if (state === 'following') {
    return (
      <Button variant="secondary" size="sm" loading={busy} onClick={() => { setPointed(false); onUnfollow(); }} {...point}>
        {pointed && !busy ? 'Unfollow' : 'Following'}
      </Button>
    );
  }
  return (
    <Button variant="primary" size="sm" loading={busy} onClick={onFollow}>
      Follow
    </Button>
  );
}
