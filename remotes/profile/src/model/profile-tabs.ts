import { profilePath } from '@app/core';

/** The profile tabs, chosen by the path suffix (spec 1 'Profile page'). */
export type ProfileTab = 'posts' | 'replies' | 'media' | 'likes' | 'market' | 'you';

export const TAB_LABELS: Record<ProfileTab, string> = {
  posts: 'Posts',
  market: 'Market',
  replies: 'Replies',
  media: 'Media',
  likes: 'Likes',
  you: 'You',
};

/** Who looks at which profile, and whether that user has market listings (undefined while unknown). */
export interface TabContext {
  pubkey: string;
  /** The signed-in viewer, null when logged out. */
  viewer: string | null;
  hasMarket: boolean | undefined;
}

/** Tabs shown, in order: Posts, Market (only with listings), Replies, Media, Likes, You (logged in, someone else). */
export function visibleTabs({ pubkey, viewer, hasMarket }: TabContext): ProfileTab[] {
  const tabs: ProfileTab[] = ['posts'];
  if (hasMarket) tabs.push('market');
  tabs.push('replies', 'media', 'likes');
  if (viewer && viewer !== pubkey) tabs.push('you');
  return tabs;
}

/**
 * The tab to show for a requested suffix: unknown or unavailable tabs fall back to Posts. Market stays while
 * it is still unknown whether the user has listings, so a deep link does not flicker to Posts.
 */
export function resolveTab(requested: string | undefined, context: TabContext): ProfileTab {
  if (requested === 'market' && context.hasMarket === undefined) return 'market';
  const tabs = visibleTabs(context);
  return tabs.find((tab) => tab === requested) ?? 'posts';
}

/** `/npub1…` for Posts, `/npub1…/{tab}` for the others. */
export function tabPath(pubkey: string, tab: ProfileTab): string {
  const base = profilePath(pubkey);
  return tab === 'posts' ? base : `${base}/${tab}`;
}
