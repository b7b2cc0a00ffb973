import type { NostrEvent, Profile } from '@app/core';

/** Sample notes and authors for the right column's stories (not used by the app). */
export const storyAuthor = (n: number) => n.toString(16).padStart(64, '5');

const storyId = (n: number) => n.toString(16).padStart(64, 'e');

export const LONG_AUTHOR_NAME = 'Maximiliana Wolfeschlegelsteinhausenbergerdorff of the Very Long Names';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin'];

/** Named authors 0–4, a very long name (5) and an Arabic name (6); others are unknown. */
export const storyProfiles: Record<string, Profile> = Object.fromEntries([
  ...NAMES.map((name, n) => [storyAuthor(n), { pubkey: storyAuthor(n), name, created_at: 1_700_000_000 }]),
  [storyAuthor(5), { pubkey: storyAuthor(5), display_name: LONG_AUTHOR_NAME, created_at: 1_700_000_000 }],
  [storyAuthor(6), { pubkey: storyAuthor(6), display_name: 'سارة', created_at: 1_700_000_000 }],
]);

/** One kind-1 note by author `author`. */
export function storyNote(n: number, content: string, author = n): NostrEvent {
  return { id: storyId(n), pubkey: storyAuthor(author), kind: 1, created_at: 1_700_000_000 - n * 600, content, tags: [], sig: '' };
}

/** Five short notes by five named authors. */
export const FIVE_NOTES: NostrEvent[] = [
  storyNote(0, 'Good morning, Nostr! ☀️'),
  storyNote(1, 'Shipping the new relay today.\nDetails in the thread below.'),
  storyNote(2, 'Anyone at the meetup tonight?'),
  storyNote(3, '<b>Not bold</b>: markup shows as text'),
  storyNote(4, 'Zaps are the best way to say thanks ⚡'),
];

export const LONG_TEXT = `${'A very long first line that keeps going and going, '.repeat(6)}and ends here.`;

/** Long text, a long author name, an unknown author and an empty note. */
export const LONG_NOTES: NostrEvent[] = [
  storyNote(10, LONG_TEXT, 5),
  storyNote(11, 'https://example.com/'.concat('a'.repeat(200)), 8),
  storyNote(12, '', 0),
];

export const RTL_TEXT = 'مرحبا بالعالم، هذه ملاحظة طويلة مكتوبة باللغة العربية لتجربة اتجاه النص من اليمين إلى اليسار في العمود';

/** Right-to-left text by an author with an Arabic name, and mixed text. */
export const RTL_NOTES: NostrEvent[] = [storyNote(20, RTL_TEXT, 6), storyNote(21, 'שלום עולם! Hello in Hebrew', 6)];

/** The sample profile of an author, as the connected rows would load it. */
export const storyProfile = (pubkey: string): Profile | undefined => storyProfiles[pubkey];
