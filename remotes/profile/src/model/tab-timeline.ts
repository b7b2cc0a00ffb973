import type { Filter, NostrEvent, Timeline } from '@app/core';
import { likedNotesTimeline } from './liked-notes';
import { hasMediaLink, isReply } from './note-kinds';
import type { ProfileTab } from './profile-tabs';
import { filterTimeline, mergeTimelines } from './timeline-adapters';

/** Spec 1 §9: 10 events per load. */
export const PROFILE_PAGE_SIZE = 10;

/** Spec 2 listings: classified listing kind. */
export const MARKET_KIND = 30402;

/** What the tab timelines need of the core. */
export interface TimelineSource {
  timeline(filter: Filter, opts?: { pageSize?: number }): Timeline;
  getEvent(id: string): Promise<NostrEvent | null>;
}

/** The relay filters of the 'You' tab: their notes tagging the viewer, and the viewer's notes tagging them. */
export function betweenFilters(pubkey: string, viewer: string): Filter[] {
  return [
    { kinds: [1], authors: [pubkey], '#p': [viewer] },
    { kinds: [1], authors: [viewer], '#p': [pubkey] },
  ];
}

/** The timeline of one profile tab (spec 1 'Profile page'; issue: filters by author and kinds). */
export function tabTimeline(core: TimelineSource, tab: ProfileTab, pubkey: string, viewer: string | null): Timeline {
  const page = { pageSize: PROFILE_PAGE_SIZE };
  const notes = (kinds: number[]) => core.timeline({ kinds, authors: [pubkey] }, page);
  switch (tab) {
    case 'replies':
      return filterTimeline(notes([1]), isReply, PROFILE_PAGE_SIZE);
    case 'media':
      return filterTimeline(notes([1]), hasMediaLink, PROFILE_PAGE_SIZE);
    case 'likes':
      return likedNotesTimeline(notes([7]), (id) => core.getEvent(id));
    case 'market':
      return notes([MARKET_KIND]);
    case 'you':
      if (viewer) return mergeTimelines(betweenFilters(pubkey, viewer).map((filter) => core.timeline(filter, page)));
      break;
  }
  return filterTimeline(notes([1, 6]), (event) => !isReply(event), PROFILE_PAGE_SIZE);
}
