// Publishes the whole hostile world once: the corpus in every field, through the real relay (and, for what a real
// relay refuses, the tiny NIP-11 relay).
import { neventEncode } from 'nostr-tools/nip19';
import type { Event } from 'nostr-tools/pure';
import { startHostileInfoRelay } from '../servers/hostile-info-relay.mjs';
import { publishAll, testUser } from '../support/relay-client';
import * as make from './hostile-events';
import { XSS_CORPUS, megabyteNote, tenThousandTags, type XssCase } from './xss-corpus';

export const MARKET_CATEGORY = 'hostilewares';
export const ZAP_NAME = 'hostilehost';

/** A NIP-11 document with the case in every field, its types wrong where they can be. */
const relayDocument = (entry: XssCase) => ({
  name: entry.payload, description: entry.payload, pubkey: entry.payload, contact: entry.payload, software: entry.payload,
  version: entry.payload, icon: entry.payload, supported_nips: [entry.payload, 1, { x: entry.payload }], limitation: { [entry.payload]: entry.payload, max_limit: 5 },
});

/** The oversized events: a 1 MB note and a note with 10,000 tags (over the real relay's limits, so on the tiny one). */
function oversizedNotes(author: make.User) {
  return { megabyte: author.sign({ kind: 1, content: megabyteNote() }), manyTags: author.sign({ kind: 1, content: 'A note with 10,000 tags #tag1', tags: tenThousandTags() }) };
}

/** Signs and publishes everything; `me` is the signed-in user (their DMs, joined channels and zapped note). */
export async function publishHostileWorld(app: { relayUrl: string; zaps: { addressOf(name: string): string } }, me: make.User) {
  const { authors, events: profiles } = make.hostileAuthors(XSS_CORPUS);
  const byId = (id: string) => authors.find((author) => author.case.id === id)!.user;
  const writer = byId('bidi-override');
  const curator = testUser();
  const thread = make.hostileThread(me, authors);
  const articles = XSS_CORPUS.map((entry) => make.hostileArticle(writer, entry));
  const combined = make.combinedArticle(writer, XSS_CORPUS);
  const listings = XSS_CORPUS.map((entry) => make.hostileListing(writer, entry, MARKET_CATEGORY));
  const channels = authors.map(({ case: entry, user }) => make.hostileChannel(user, entry));
  const mainChannel = channels.find((channel) => channel.creation.pubkey === writer.pubkey)!.creation;
  const zapped = me.sign({ kind: 1, content: 'Zap this note with your worst comments' });
  const oversized = oversizedNotes(curator);
  const infoRelay = await startHostileInfoRelay({ documentFor: (path) => relayDocument(XSS_CORPUS[Number(path.slice(1))] ?? XSS_CORPUS[0]), events: Object.values(oversized) });
  const notes = {
    articles: make.catalogNote(curator, articles, 'Articles'),
    listings: make.catalogNote(curator, listings, 'Listings'),
    channels: make.catalogNote(curator, channels.map((channel) => channel.creation), 'Channels'),
    files: make.hostileFileNote(curator, XSS_CORPUS, 'http://127.0.0.1:9'),
  };
  await publishAll(app.relayUrl, [
    me.sign({ kind: 0, content: JSON.stringify({ name: 'hostile host', lud16: app.zaps.addressOf(ZAP_NAME) }) }),
    // Followed, so their messages are chats, not requests from strangers (which a spam limit caps at 20 a minute).
    me.sign({ kind: 3, tags: authors.map(({ user }) => ['p', user.pubkey]) }),
    ...profiles, ...thread.events, ...articles, combined, ...listings, ...channels.flatMap((channel) => channel.events),
    ...make.channelMessages(mainChannel.id, authors), me.sign({ kind: 10005, tags: channels.map((channel) => ['e', channel.creation.id]) }),
    ...make.hostileMessages(authors, authors[0].user, me.pubkey), zapped, ...Object.values(notes),
  ]);
  return { authors, threadRoot: thread.root, combined, mainChannel, zapped, notes, oversized, infoRelay, dmSender: authors[0].user };
}

export type HostileWorld = Awaited<ReturnType<typeof publishHostileWorld>>;

/** The in-app path of an event's page, with relay hints. */
export const eventPath = (event: Event, relays: string[] = []) => `/${neventEncode({ id: event.id, kind: event.kind, author: event.pubkey, relays })}`;
