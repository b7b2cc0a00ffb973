import type { Profile } from '@app/core';
import { HOSTILE_CONTENT, storyEvent, storyProfile } from '../../../../storybook/preset/story-events';

/** Sample data of the profile stories: Alice (story key 1) in several shapes, her notes and a hostile author. */
const ALICE = 1;
const MALLORY = 3;

export const alice = storyProfile(ALICE, {
  name: 'alice',
  display_name: 'Alice Liddell',
  about: 'Down the rabbit hole since block 800,000. Relay operator, tea drinker. #nostr https://alice.example.com/blog',
  nip05: 'alice@example.com',
  website: 'https://alice.example.com',
});
export const alicePubkey = alice.profile.pubkey;

/** Variants of Alice's metadata for the header's rules (NIP-05 and website shown only when valid). */
export const aliceWith = (changes: Partial<Profile>): Profile => ({ ...alice.profile, ...changes });

export const mallory = storyProfile(MALLORY, {
  name: 'mallory',
  display_name: '<script>alert(1)</script>',
  about: HOSTILE_CONTENT,
  nip05: '"><script>@evil.example',
  website: 'javascript:alert(1)',
});

export const longProfile = aliceWith({
  display_name: 'Alice Pleasance Liddell of Oxford, Wonderland, Looking-Glass',
  nip05: `alice.pleasance.liddell.${'wonderland-'.repeat(6)}@relay-operators.example.com`,
  website: `https://alice.example.com/${'very-long-path-segment/'.repeat(8)}index.html`,
  about: Array.from({ length: 25 }, (_, i) => `Line ${i + 1}: relays, keys, zaps and long walks down rabbit holes.`).join('\n'),
});

/** Bob (story key 2): the signed-in viewer of the logged-in stories. */
export const bob = storyProfile(2, { name: 'bob', display_name: 'Bob Builder' });
export const bobPubkey = bob.profile.pubkey;

/** Ingested into the offline core by .storybook/preview.tsx, so notes show their authors' names. */
export const authorProfileEvents = [alice.event, mallory.event, bob.event];

const note = (author: number, content: string, minutesAgo: number) => storyEvent(author, { kind: 1, content, minutesAgo });

export const aliceNotes = [
  note(ALICE, 'Tea first, then relays. #grownostr', 4),
  note(ALICE, 'My relay passed 1,000 users today. Thank you all!', 90),
  note(ALICE, 'Profile badges are coming along nicely. Screenshots tomorrow.', 60 * 30),
];

export const longNote = note(
  ALICE,
  Array.from({ length: 16 }, (_, i) => `Chapter ${i + 1}: the rabbit hole goes on and on.`).join('\n\n'),
  20,
);

export const hostileNote = note(MALLORY, HOSTILE_CONTENT, 2);

/** Alice with every header field: picture, banner and a long lightning address. */
export const aliceComplete = aliceWith({
  picture: 'https://alice.example.com/me.png',
  banner: 'https://alice.example.com/banner.jpg',
  lud16: 'alice.pleasance.liddell@getalby.example.com',
});

export const aliceReplies = [
  storyEvent(ALICE, { kind: 1, content: 'Agreed, relays need love too.', tags: [['e', 'f'.repeat(64), '', 'reply']], minutesAgo: 8 }),
];

export const aliceMedia = [note(ALICE, 'Sunset over the rabbit hole https://alice.example.com/sunset.jpg', 12)];

/** A note by Bob that Alice liked (the Likes tab shows the liked notes). */
export const likedByAlice = [storyEvent(2, { kind: 1, content: 'Building a relay from scratch, day 3.', minutesAgo: 45 })];

export const aliceToBob = [
  storyEvent(ALICE, { kind: 1, content: 'Thanks for the relay tips, Bob!', tags: [['p', bobPubkey]], minutesAgo: 30 }),
];
