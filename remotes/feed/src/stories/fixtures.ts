import { npubEncode } from '@app/core';
import { HOSTILE_CONTENT, storyEvent, storyProfile } from '../../../../storybook/preset/story-events';

/** Sample data of the feed stories: three authors, notes and articles (key numbers are story keys). */
const ALICE = 1;
const BOB = 2;
const MALLORY = 3;

export const alice = storyProfile(ALICE, {
  name: 'alice',
  display_name: 'Alice Liddell',
  about: 'Down the rabbit hole since block 800,000.',
  nip05: 'alice@example.com',
});
export const bob = storyProfile(BOB, { name: 'bob', display_name: 'Bob the Relay Operator' });
export const mallory = storyProfile(MALLORY, { name: 'mallory', display_name: '<img src=x onerror=alert(1)>Mallory' });

/** Ingested into the offline core by .storybook/preview.tsx, so notes show their authors' names. */
export const authorProfileEvents = [alice.event, bob.event, mallory.event];

const note = (author: number, content: string, minutesAgo: number) => storyEvent(author, { kind: 1, content, minutesAgo });

export const latestNotes = [
  note(ALICE, 'GM nostr! Coffee is brewing and the relays are humming. #coffee #grownostr', 3),
  note(BOB, 'Running a new relay at wss://relay.example.com with NIP-11 and NIP-50. Feedback welcome!', 12),
  note(ALICE, 'Re-reading https://github.com/nostr-protocol/nips today. The protocol still fits in your head.', 40),
  note(BOB, `Thanks nostr:${npubEncode(alice.event.pubkey)} for the zap ⚡`, 130),
  note(ALICE, 'Long-form drafts are easier in a plain text editor. What do you use?', 60 * 26),
];

export const longNote = note(
  ALICE,
  Array.from({ length: 16 }, (_, i) => `Day ${i + 1} of running my own relay: still up, still learning.`).join('\n\n') +
    `\n\nLogs: https://example.com/${'relay-logs-'.repeat(12)}latest.txt`,
  8,
);

export const hostileNote = note(MALLORY, HOSTILE_CONTENT, 1);

const article = (author: number, tags: string[][], content: string) =>
  storyEvent(author, { kind: 30023, tags: [['d', 'relay-on-a-vps'], ...tags], content, minutesAgo: 60 * 5 });

export const relayArticle = article(
  ALICE,
  [
    ['title', 'Running a Nostr relay on a small VPS'],
    ['summary', 'What it costs, what breaks and what to monitor.'],
  ],
  'A relay is a small WebSocket server.\n\nStart with one region, watch the disk and keep backups. #relays',
);

export const untitledArticle = article(BOB, [], 'Notes without a title tag still render as an article.');

export const longArticle = article(
  ALICE,
  [
    ['title', `The very long guide to relays, ${'part after part, '.repeat(8)}the end`],
    ['summary', 'This summary is far longer than the page shows. '.repeat(10)],
  ],
  Array.from({ length: 30 }, (_, i) => `Section ${i + 1}. Relays, filters and subscriptions, explained once more.`).join('\n\n'),
);

export const hostileArticle = article(
  MALLORY,
  [
    ['title', '<script>alert("title")</script>'],
    ['summary', '<img src=x onerror=alert(1)>'],
  ],
  HOSTILE_CONTENT,
);
