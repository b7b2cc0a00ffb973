import type { NotificationGroup } from '@app/core';

/** How many people a row names before '+N'. */
export const NAMED_USERS = 3;
/** Characters of the note excerpt before '…'. */
export const EXCERPT_CHARS = 160;

/** What the people did: 'liked your post', 'zapped 210 bits'… */
export function actionLabel(group: Pick<NotificationGroup, 'type' | 'zapAmount'>): string {
  switch (group.type) {
    case 'reaction':
      return 'liked your post';
    case 'repost':
      return 'reposted your post';
    case 'reply':
      return 'replied';
    case 'mention':
      return 'mentioned you';
    case 'zap':
      return `zapped ${(group.zapAmount ?? 0).toLocaleString('en-US')} bits`;
  }
}

/** A row's icon: one of the reactions bar's drawn icons, or the reaction's own short emoji / '@' as text. */
export type NotificationIcon = { drawn: 'heart' | 'repost' | 'reply' | 'zap' } | { text: string };

/** Spec 1 §5 Display: '+' (or an empty or long reaction) is a heart; an emoji of 2 characters or less is shown. */
export function reactionIcon(content: string): NotificationIcon {
  const trimmed = content.trim();
  if (!trimmed || trimmed === '+' || trimmed === '-' || trimmed.length > 2) return { drawn: 'heart' };
  return { text: trimmed };
}

/** The icon of a row, per kind. */
export function notificationIcon(group: Pick<NotificationGroup, 'type' | 'content'>): NotificationIcon {
  switch (group.type) {
    case 'reaction':
      return reactionIcon(group.content);
    case 'mention':
      return { text: '@' };
    default:
      return { drawn: group.type };
  }
}

/** The first people of a group (newest first) and how many more there are. */
export function namedUsers(group: Pick<NotificationGroup, 'users'>): { named: string[]; more: number } {
  const pubkeys = [...group.users.keys()];
  return { named: pubkeys.slice(0, NAMED_USERS), more: Math.max(0, pubkeys.length - NAMED_USERS) };
}

const NOSTR_EVENT_LINK = /(?:nostr:)?(?:note1|nevent1|naddr1)[02-9ac-hj-np-z]{20,}/gi;
const NOSTR_PROFILE_LINK = /(?:nostr:)?((?:npub1|nprofile1)[02-9ac-hj-np-z]{20,})/gi;

/** A note's text to read in a row: a quoted note becomes '[quoted note]', a profile link a short '@npub1…' label. */
export function readableText(text: string): string {
  return text
    .replace(NOSTR_EVENT_LINK, '[quoted note]')
    .replace(NOSTR_PROFILE_LINK, (_, id: string) => `@${id.slice(0, 11)}…${id.slice(-4)}`);
}

/** Readable text cut at `max` characters (whole code points) with '…'. */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const chars = [...readableText(text).trim()];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

/** Replies and mentions quote the newest event itself; the others quote the user's note they are about. */
export function quotesOwnEvent(group: Pick<NotificationGroup, 'type'>): boolean {
  return group.type === 'reply' || group.type === 'mention';
}
