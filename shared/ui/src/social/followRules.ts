import { UNKNOWN_FOLLOW_DISTANCE } from '@app/core';
import type { BadgeTone } from '@app/ui';

/** Spec 2 'Follow and profile widgets': the hover card opens after this long on devices that can hover. */
export const HOVER_CARD_DELAY_MS = 300;
/** 'Followed by {n} friends' turns to the accent tone above this many friends. */
export const FRIENDS_ACCENT_THRESHOLD = 10;
/** 'Followed by' and 'Muted by' name this many people, then give a count. */
export const NAMED_PEOPLE_LIMIT = 3;
/** The hover card shows this many characters of `about`. */
export const HOVER_CARD_ABOUT_LENGTH = 100;
/** A mute by someone this close (or by me) shows the muted-by warning. */
export const MUTED_BY_WARNING_DISTANCE = 3;

/** What the follow button offers; 'hidden' while the session loads or on one's own profile (a visitor gets Follow). */
export type FollowButtonState = 'hidden' | 'follow' | 'following' | 'muted';

export interface FollowButtonInputs {
  /** The signed-in user; null when logged out, undefined while the session loads. */
  me: string | null | undefined;
  pubkey: string;
  following: boolean;
  muted: boolean;
}

export function followButtonState({ me, pubkey, following, muted }: FollowButtonInputs): FollowButtonState {
  if (me === undefined || me === pubkey) return 'hidden';
  if (muted) return 'muted';
  return following ? 'following' : 'follow';
}

export interface BadgeSpec {
  text: string;
  tone: BadgeTone;
}

export interface DistanceBadgeInputs {
  /** undefined while the graph loads. */
  distance: number | undefined;
  /** How many of the root's follows follow this user. */
  friends: number;
  /** Muted by the signed-in user. */
  muted: boolean;
}

/** The follow-distance badge: 'You', 'Following', 'Followed by {n} friends', 'Muted'; null beyond distance 2. */
export function distanceBadge({ distance, friends, muted }: DistanceBadgeInputs): BadgeSpec | null {
  if (muted) return { text: 'Muted', tone: 'error' };
  if (distance === 0) return { text: 'You', tone: 'neutral' };
  if (distance === 1) return { text: 'Following', tone: 'neutral' };
  if (distance === 2 && friends > 0) {
    return {
      text: `Followed by ${friends} ${friends === 1 ? 'friend' : 'friends'}`,
      tone: friends > FRIENDS_ACCENT_THRESHOLD ? 'accent' : 'neutral',
    };
  }
  return null;
}

/** Which sentence the 'Followed by' summary shows. */
export type FollowedBySummaryKind = 'loading' | 'self' | 'you' | 'friends' | 'friends-of-friends' | 'nobody';

export function followedBySummaryKind(distance: number | undefined, friends: number): FollowedBySummaryKind {
  if (distance === undefined) return 'loading';
  if (distance === 0) return 'self';
  if (distance === 1) return 'you';
  if (friends > 0) return 'friends';
  if (distance === 2) return 'loading'; // someone I follow follows them: the names are still on their way
  if (distance >= 3 && distance < UNKNOWN_FOLLOW_DISTANCE) return 'friends-of-friends';
  return 'nobody';
}

/** The first names to show and how many more there are. */
export function namedAndRest(pubkeys: string[], limit = NAMED_PEOPLE_LIMIT): { named: string[]; rest: number } {
  return { named: pubkeys.slice(0, limit), rest: Math.max(0, pubkeys.length - limit) };
}

/** The muted-by warning shows when I muted them, or someone within distance 3 did. */
export function showsMutedByWarning(mutedByMe: boolean, muterDistances: number[]): boolean {
  return mutedByMe || muterDistances.some((distance) => distance <= MUTED_BY_WARNING_DISTANCE);
}

/** `text` cut to `max` characters (whole code points) with an ellipsis when longer. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}
