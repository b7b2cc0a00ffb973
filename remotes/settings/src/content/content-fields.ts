import type { Settings } from '@app/core';
import type { BooleanKeys, FieldSpec } from '../ui';

type ToggleSpec = FieldSpec<BooleanKeys<Settings['content']>>;

/** Follow distance bounds (spec 1 §5: 0 only yourself, 1 follows, 2 friends of friends). */
export const FOLLOW_DISTANCE_BOUNDS = { min: 0, max: 10 } as const;

/** The number setting of the content group. */
export const MAX_FOLLOW_DISTANCE_FIELD: FieldSpec<'maxFollowDistanceForReplies'> = {
  key: 'maxFollowDistanceForReplies',
  label: 'Max follow distance for replies',
  hint: 'Replies from further away are hidden. 0 only you, 1 people you follow, 2 friends of friends. Default 5.',
};

/** What the feeds let through. */
export const FILTER_TOGGLES: readonly ToggleSpec[] = [
  { key: 'blurNSFW', label: 'Blur sensitive media', hint: 'Media marked as sensitive stays blurred until you reveal it. On by default.' },
  { key: 'hidePostsByMutedMoreThanFollowed', label: 'Hide posts by people muted more than followed', hint: 'When more of the people you follow mute them than follow them. On by default.' },
  { key: 'autoplayVideos', label: 'Autoplay videos', hint: 'On by default.' },
];

/** What each post shows under it. */
export const INTERACTION_TOGGLES: readonly ToggleSpec[] = [
  { key: 'showLikes', label: 'Show likes', hint: 'On by default.' },
  { key: 'showReposts', label: 'Show reposts', hint: 'On by default.' },
  { key: 'showReplies', label: 'Show replies', hint: 'On by default.' },
  { key: 'showZaps', label: 'Show zaps', hint: 'On by default.' },
  { key: 'showReactionsBar', label: 'Show reactions bar', hint: 'On by default.' },
  { key: 'showReactionCounts', label: 'Show reaction counts', hint: 'On by default, but off by default on touch devices.' },
];

/** A post opened on its own page. */
export const STANDALONE_TOGGLES: readonly ToggleSpec[] = [
  { key: 'showReactionCountsInStandalone', label: 'Show reaction counts on a post page', hint: 'On by default.' },
  { key: 'hideReactionsBarInStandalone', label: 'Hide reactions bar on a post page', hint: 'Off by default.' },
  { key: 'hideZapsBarInStandalone', label: 'Hide zaps bar on a post page', hint: 'Off by default.' },
];
