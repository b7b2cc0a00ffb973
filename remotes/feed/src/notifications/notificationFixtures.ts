import type { NostrEvent, NotificationGroup, NotificationType, NotificationUser } from '@app/core';
import { HOSTILE_CONTENT, storyEvent } from '../../../../storybook/preset/story-events';

/** Sample notifications of the stories: story keys 1–3 are alice, bob and mallory (profiles known), 4+ unknown. */
const ME = 9;
const KINDS: Record<NotificationType, number> = { reaction: 7, repost: 6, reply: 1, mention: 1, zap: 9735 };

export const myNote = storyEvent(ME, { kind: 1, content: 'Just set up my own relay. It was easier than I thought!', minutesAgo: 60 * 30 });
export const myOtherNote = storyEvent(ME, { kind: 1, content: 'What is your favourite Nostr client feature?', minutesAgo: 60 * 50 });

/** The user's notes, as the page loads them. */
export const myNotes: ReadonlyMap<string, NostrEvent> = new Map([myNote, myOtherNote].map((note) => [note.id, note]));

interface GroupTemplate {
  type: NotificationType;
  /** Story keys of the people, newest first. */
  actors: number[];
  minutesAgo: number;
  content?: string;
  original?: NostrEvent | null;
  /** Zaps: satoshis per person. */
  sats?: number;
}

/** A group shaped as the core emits it; events are validly signed story events. */
export function storyGroup({ type, actors, minutesAgo, content = '', original = myNote, sats }: GroupTemplate): NotificationGroup {
  const kind = KINDS[type];
  const events = actors.map((actor, index) => storyEvent(actor, { kind, content, minutesAgo: minutesAgo + index }));
  const users = new Map<string, NotificationUser>(
    events.map((event) => [event.pubkey, { time: event.created_at, content, eventId: event.id, amount: sats }]),
  );
  const [newest] = events;
  const originalEventId = type === 'mention' ? newest.id : (original?.id ?? null);
  return {
    key: `${originalEventId ?? 'profile'}:${kind}`,
    id: newest.id,
    originalEventId,
    users,
    events,
    kind,
    type,
    time: newest.created_at,
    content,
    tags: [],
    zapAmount: type === 'zap' ? (sats ?? 0) * actors.length : undefined,
  };
}

/** One of every kind, newest first: 5 likes (3 named, +2), a repost, a reply, a mention, a zap. */
export const mixedGroups: NotificationGroup[] = [
  storyGroup({ type: 'reaction', actors: [1, 2, 3, 4, 5], minutesAgo: 2, content: '+' }),
  storyGroup({ type: 'zap', actors: [2], minutesAgo: 15, sats: 2100, content: 'Great write-up!' }),
  storyGroup({ type: 'reply', actors: [1], minutesAgo: 40, content: 'Which relay software did you use?' }),
  storyGroup({ type: 'repost', actors: [3, 2], minutesAgo: 90 }),
  storyGroup({ type: 'mention', actors: [2], minutesAgo: 60 * 3, original: null, content: 'Ask my friend about relays, they know.' }),
  storyGroup({ type: 'reaction', actors: [2], minutesAgo: 60 * 51, content: '🔥', original: myOtherNote }),
];

/** 14 groups: more than one page of 10. */
export const manyGroups: NotificationGroup[] = [
  ...mixedGroups,
  ...Array.from({ length: 8 }, (_, i) =>
    storyGroup({
      type: 'reply',
      actors: [(i % 3) + 1],
      minutesAgo: 60 * 60 + i * 60,
      content: `Older reply number ${i + 1}`,
      original: storyEvent(ME, { kind: 1, content: `Older post ${i + 1}`, minutesAgo: 60 * 70 + i * 60 }),
    }),
  ),
];

/** A reply far longer than a row shows, and one with hostile markup. */
export const longGroups: NotificationGroup[] = [
  storyGroup({
    type: 'reply',
    actors: [1],
    minutesAgo: 4,
    content: Array.from({ length: 20 }, (_, i) => `Paragraph ${i + 1}: relays, filters and subscriptions.`).join('\n\n'),
  }),
  storyGroup({ type: 'mention', actors: [3], minutesAgo: 8, content: HOSTILE_CONTENT, original: null }),
];

/** Replies from strangers (beyond the follow distance): two on one note, one mention quoting a note by its nevent. */
export const strangerGroups: NotificationGroup[] = [
  storyGroup({ type: 'reply', actors: [6, 7], minutesAgo: 5, content: 'Welcome! Which relay did you pick?' }),
  storyGroup({
    type: 'mention',
    actors: [8],
    minutesAgo: 30,
    original: null,
    content: 'Look at this nostr:nevent1qqsrhuxx8l9ex335q7he0f09aej04zpazpl0ne2cgukyawd24mayt8gpp4mhxue69uhhytnc9e3k7mgpz4mhxue69uhkg6nzv9ejuumpv34kytnrdaksjlyr9p',
  }),
];
