import type { RelayStatus } from '@app/core';
import { HOSTILE_CONTENT, storyEvent, storyProfile } from '../../../../storybook/preset/story-events';
import type { RelayInfo } from '../components/relay-info';

/** Sample data of the search stories: people, notes, listings, geotagged posts and relays (numbers are story keys). */
const ALICE = 1;
const BOB = 2;
const MALLORY = 3;
const CAROL = 4;

export const alice = storyProfile(ALICE, { name: 'alice', display_name: 'Alice Liddell', nip05: 'alice@example.com' });
export const bob = storyProfile(BOB, { name: 'bob', display_name: 'Bob the Relay Operator' });
export const carol = storyProfile(CAROL, { about: 'No name set yet.' });
export const mallory = storyProfile(MALLORY, { name: '<script>alert(1)</script>', nip05: '<img src=x onerror=alert(1)>' });
export const longNamed = storyProfile(5, {
  display_name: 'Alexandra Wonderland-Looking-Glass the Third',
  nip05: `alexandra.wonderland.looking.glass.${'the-third-'.repeat(5)}@very-long-domain-name.example.com`,
});

export const people = [alice.profile, bob.profile, carol.profile];

/** Ingested into the offline core by .storybook/preview.tsx, so notes show their authors' names. */
export const authorProfileEvents = [alice.event, bob.event, mallory.event];

const note = (author: number, content: string, minutesAgo: number, tags: string[][] = []) =>
  storyEvent(author, { kind: 1, content, minutesAgo, tags });

export const coffeeNotes = [
  note(ALICE, 'First coffee of the day, then a walk to the relay meetup. #coffee', 6),
  note(BOB, 'Hot take: pour-over coffee tastes better when your relay has 100% uptime.', 45),
  note(ALICE, 'Does anyone know a café in Lisbon that accepts zaps for coffee?', 60 * 20),
];

export const longCoffeeNote = note(
  BOB,
  Array.from({ length: 15 }, (_, i) => `Coffee log, day ${i + 1}: beans from a new roaster, still no sats spent on decaf.`).join('\n\n'),
  15,
);

export const hostileNote = note(MALLORY, `coffee ${HOSTILE_CONTENT}`, 1);

const listing = (author: number, title: string, content: string, category: string, minutesAgo: number) =>
  storyEvent(author, {
    kind: 30402,
    content,
    minutesAgo,
    tags: [['d', title.toLowerCase().replace(/\W+/g, '-')], ['title', title], ['price', '50000', 'SAT'], ['t', category], ['g', 'u09tvw']],
  });

export const listings = [
  listing(ALICE, 'Hardware wallet, sealed', 'Selling a sealed hardware wallet. 50k sats, pick-up in Paris. #electronics', 'electronics', 30),
  listing(BOB, 'Raspberry Pi relay kit', 'A Raspberry Pi 5 with a 1 TB SSD, pre-installed with a relay. #electronics', 'electronics', 60 * 3),
];

export const geotaggedNotes = [
  note(ALICE, 'Sunset over the Seine from the Pont des Arts.', 25, [['g', 'u09tvw']]),
  note(BOB, 'Nostr meetup tonight near the Louvre, bring your npub.', 60 * 4, [['g', 'u09tvq']]),
];

export const relayStatuses: RelayStatus[] = [
  { url: 'wss://relay.example.com/', state: 'connected' },
  { url: 'wss://nos.example.org/', state: 'connecting' },
  { url: 'wss://offline.example.net/', state: 'disconnected', error: 'connection refused' },
];

export const relayInfo: RelayInfo = {
  name: 'Example Relay',
  description: 'A public relay for the demo. Be kind; spam is rate limited.',
  software: 'git+https://github.com/hoytech/strfry.git',
  version: '1.0.4',
  supported_nips: [1, 2, 4, 9, 11, 22, 28, 40, 50, 70, 77],
  limitation: { max_message_length: 131072, auth_required: false, payment_required: false, note: 'ignored' },
  contact: 'admin@relay.example.com',
  icon: 'https://relay.example.com/icon.png',
};

export const longRelayInfo: RelayInfo = {
  name: `The ${'extraordinarily '.repeat(6)}long relay name`,
  description: 'This relay keeps everything forever. '.repeat(30),
  software: `https://example.com/${'software-'.repeat(10)}relay`,
  version: '2026.11.22-beta.1+build.4242',
  supported_nips: Array.from({ length: 60 }, (_, i) => i + 1),
};

export const hostileRelayInfo: RelayInfo = {
  name: '<script>alert(1)</script>',
  description: HOSTILE_CONTENT,
  software: 'javascript:alert(1)',
  icon: 'javascript:alert(1)',
  contact: '<img src=x onerror=alert(1)>',
};
