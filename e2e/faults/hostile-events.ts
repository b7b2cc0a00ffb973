// The corpus put into every event field the app renders, as signed events (nostr-tools) ready for the real relay.
import * as nip17 from 'nostr-tools/nip17';
import { neventEncode } from 'nostr-tools/nip19';
import type { Event } from 'nostr-tools/pure';
import { testUser } from '../support/relay-client';
import type { XssCase } from './xss-corpus';

export type User = ReturnType<typeof testUser>;
/** One corpus case and the user whose every profile field holds it. */
export interface HostileAuthor {
  case: XssCase;
  user: User;
}

const now = () => Math.floor(Date.now() / 1000);
/** The real relay's limits: a tag value holds 1,024 characters, content 102,400 (8 profile fields share it). */
export const tagValue = (payload: string) => payload.slice(0, 1024);
const profileValue = (payload: string) => payload.slice(0, 10_000);

/** A kind 0 with the payload in every field the app shows: names, about, website, NIP-05, lightning, picture, banner. */
export function hostileProfile(user: User, payload: string): Event {
  const fields = ['name', 'display_name', 'about', 'website', 'nip05', 'lud16', 'picture', 'banner'];
  return user.sign({ kind: 0, content: JSON.stringify(Object.fromEntries(fields.map((field) => [field, profileValue(payload)]))) });
}

/** A user per case, each with the hostile profile. */
export function hostileAuthors(cases: readonly XssCase[]): { authors: HostileAuthor[]; events: Event[] } {
  const authors = cases.map((entry) => ({ case: entry, user: testUser() }));
  return { authors, events: authors.map(({ case: entry, user }) => hostileProfile(user, entry.payload)) };
}

/** A root note and one reply per author holding its case (the thread shows names, avatars and note text). */
export function hostileThread(root: User, authors: HostileAuthor[]): { root: Event; events: Event[] } {
  const note = root.sign({ kind: 1, content: 'A thread full of hostile replies', created_at: now() - 120 });
  const replies = authors.map(({ case: entry, user }, index) =>
    user.sign({ kind: 1, content: entry.payload, created_at: now() - 100 + index, tags: [['e', note.id, '', 'root'], ['p', root.pubkey]] }),
  );
  return { root: note, events: [note, ...replies] };
}

/** A NIP-23 article with the payload as title, summary, image and markdown. */
export function hostileArticle(author: User, entry: XssCase): Event {
  const value = tagValue(entry.payload);
  const tags = [['d', `hostile-${entry.id}`], ['title', value], ['summary', value], ['image', value], ['t', value]];
  return author.sign({ kind: 30023, content: entry.payload, tags });
}

/** One article holding every case in its markdown (cases meet each other: reference links, raw HTML blocks…). */
export function combinedArticle(author: User, cases: readonly XssCase[]): Event {
  const content = cases.map((entry) => `## ${entry.id}\n\n${entry.payload}`).join('\n\n');
  return author.sign({ kind: 30023, content, tags: [['d', 'hostile-all'], ['title', 'Every hostile case'], ['summary', cases[0].payload]] });
}

/** A NIP-99 listing with the payload as title, summary, price, image, location and text, in one category. */
export function hostileListing(author: User, entry: XssCase, category: string): Event {
  const value = tagValue(entry.payload);
  const tags = [
    ['d', `hostile-${entry.id}`], ['title', value], ['summary', value], ['price', value, value, value],
    ['image', value], ['location', value], ['g', 'u4pruyd'], ['t', category], ['t', value],
  ];
  return author.sign({ kind: 30402, content: entry.payload, tags });
}

/** A NIP-28 channel whose creation and later metadata (kind 41) hold the payload, and one message of it. */
export function hostileChannel(owner: User, entry: XssCase): { creation: Event; events: Event[] } {
  const metadata = JSON.stringify({ name: entry.payload, about: entry.payload, picture: entry.payload });
  const creation = owner.sign({ kind: 40, content: metadata, created_at: now() - 60 });
  const update = owner.sign({ kind: 41, content: metadata, tags: [['e', creation.id, '', 'root']], created_at: now() - 30 });
  const message = owner.sign({ kind: 42, content: entry.payload, tags: [['e', creation.id, '', 'root']], created_at: now() - 10 });
  return { creation, events: [creation, update, message] };
}

/** Every author's case as its message in one channel (the channel page's log: names, avatars, text). */
export function channelMessages(channelId: string, authors: HostileAuthor[]): Event[] {
  return authors.map(({ case: entry, user }, index) => user.sign({ kind: 42, content: entry.payload, tags: [['e', channelId, '', 'root']], created_at: now() - 50 + index }));
}

/** NIP-17 gift wraps to `recipient`: each author sends its case (with it as subject), one sender sends them all. */
export function hostileMessages(authors: HostileAuthor[], sender: User, recipient: string): Event[] {
  const firstContacts = authors.map(({ case: entry, user }) => nip17.wrapEvent(user.secretKey, { publicKey: recipient }, entry.payload, entry.payload.slice(0, 200)));
  const thread = authors.map(({ case: entry }) => nip17.wrapEvent(sender.secretKey, { publicKey: recipient }, entry.payload));
  return [...firstContacts, ...thread];
}

/** A note quoting each event (nostr:nevent…), so one page renders them all as cards. */
export function catalogNote(author: User, events: Event[], title: string): Event {
  const quotes = events.map((event) => `nostr:${neventEncode({ id: event.id, kind: event.kind, author: event.pubkey })}`);
  return author.sign({ kind: 1, content: `${title}\n${quotes.join('\n')}` });
}

/** A note linking one encrypted file per case, each named by its case in the imeta `name` (never fetched until asked). */
export function hostileFileNote(author: User, cases: readonly XssCase[], fileBase: string): Event {
  const files = cases.map((entry, index) => ({ url: `${fileBase}/vault/${index}.bin`, name: entry.payload.slice(0, 1024 - 'name '.length) }));
  const imeta = files.map(({ url, name }) => ['imeta', `url ${url}`, `decryption-key ${'ab'.repeat(32)}`, `name ${name}`, 'size 1234', 'm application/octet-stream']);
  return author.sign({ kind: 1, content: `Files:\n${files.map((file) => file.url).join('\n')}`, tags: imeta });
}
