import { describe, expect, it } from 'vitest';
import { nip19 } from 'nostr-tools';
import { decodeNostrLink } from './decode-link';
import { addressPath, eventPath, notePath, profilePath } from './encode-link';

const pubkey = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d';
const id = 'd94a3f4dd87b9a3b0bed183b32e916fa29c8020107845d1752d72697fe5309a5';

describe('decodeNostrLink', () => {
  it('decodes profile identifiers', () => {
    expect(decodeNostrLink(nip19.npubEncode(pubkey))).toEqual({ type: 'profile', pubkey, relays: [] });
    const nprofile = nip19.nprofileEncode({ pubkey, relays: ['wss://r.example/'] });
    expect(decodeNostrLink(nprofile)).toEqual({ type: 'profile', pubkey, relays: ['wss://r.example/'] });
    expect(decodeNostrLink(pubkey.toUpperCase())).toMatchObject({ type: 'profile', pubkey });
    expect(decodeNostrLink(`nostr:${nip19.npubEncode(pubkey)}`)).toMatchObject({ type: 'profile', pubkey });
  });

  it('decodes notes, events and addresses', () => {
    expect(decodeNostrLink(nip19.noteEncode(id))).toEqual({ type: 'event', id, relays: [] });
    expect(decodeNostrLink(nip19.neventEncode({ id, author: pubkey }))).toMatchObject({ type: 'event', id, author: pubkey });
    const naddr = nip19.naddrEncode({ kind: 30023, pubkey, identifier: 'post' });
    expect(decodeNostrLink(naddr)).toMatchObject({ type: 'address', kind: 30023, pubkey, identifier: 'post' });
  });

  it('reports undecodable identifiers as invalid', () => {
    expect(decodeNostrLink('npub1notreallyakey').type).toBe('invalid');
    expect(decodeNostrLink(nip19.npubEncode(pubkey).slice(0, -1) + 'x').type).toBe('invalid');
  });

  it('treats names and NIP-05 addresses as names, anything else as unknown', () => {
    expect(decodeNostrLink('alice')).toEqual({ type: 'name', name: 'alice' });
    expect(decodeNostrLink('bob@example.com')).toEqual({ type: 'name', name: 'bob@example.com' });
    expect(decodeNostrLink('not a name!')).toEqual({ type: 'unknown' });
  });
});

describe('link paths', () => {
  it('round-trips through the decoder', () => {
    expect(decodeNostrLink(profilePath(pubkey).slice(1))).toMatchObject({ type: 'profile', pubkey });
    expect(decodeNostrLink(notePath(id).slice(1))).toMatchObject({ type: 'event', id });
    expect(decodeNostrLink(notePath(id, { author: pubkey }).slice(1))).toMatchObject({ type: 'event', id, author: pubkey });
    const address = { kind: 30402, pubkey, identifier: 'chair' };
    expect(decodeNostrLink(addressPath(address).slice(1))).toMatchObject({ type: 'address', ...address });
  });
});

describe('relay hints in links', () => {
  const relays = ['wss://one.example', 'ws://127.0.0.1:7777', 'wss://three.example/'];

  it('writes one or two normalised ws/wss hints into the links we create', () => {
    const nevent = decodeNostrLink(notePath(id, { author: pubkey, relays: ['https://no.example', ...relays] }).slice(1));
    expect(nevent).toMatchObject({ type: 'event', id, author: pubkey, relays: ['wss://one.example/', 'ws://127.0.0.1:7777/'] });
    expect(decodeNostrLink(notePath(id, { relays: ['wss://one.example'] }).slice(1))).toMatchObject({ relays: ['wss://one.example/'] });
    const address = { kind: 30023, pubkey, identifier: 'post' };
    expect(decodeNostrLink(addressPath({ ...address, relays }).slice(1))).toEqual({ type: 'address', ...address, relays: ['wss://one.example/', 'ws://127.0.0.1:7777/'] });
  });

  it('makes an nprofile when a profile has hints, an npub otherwise', () => {
    expect(profilePath(pubkey, ['wss://one.example'])).toMatch(/^\/nprofile1/);
    expect(decodeNostrLink(profilePath(pubkey, relays).slice(1))).toEqual({ type: 'profile', pubkey, relays: ['wss://one.example/', 'ws://127.0.0.1:7777/'] });
    expect(profilePath(pubkey, ['not a relay'])).toBe(`/${nip19.npubEncode(pubkey)}`);
    expect(profilePath(pubkey, [])).toBe(`/${nip19.npubEncode(pubkey)}`);
  });

  it('shares addressable events as naddr and the rest as nevent with author and kind', () => {
    const article = { id, pubkey, kind: 30023, tags: [['d', 'my-article']] };
    expect(decodeNostrLink(eventPath(article, relays).slice(1))).toMatchObject({ type: 'address', kind: 30023, pubkey, identifier: 'my-article', relays: relays.slice(0, 2).map((url) => (url.endsWith('/') ? url : `${url}/`)) });
    const note = { id, pubkey, kind: 1, tags: [] };
    expect(decodeNostrLink(eventPath(note, ['wss://one.example']).slice(1))).toEqual({ type: 'event', id, author: pubkey, kind: 1, relays: ['wss://one.example/'] });
  });

  it('reads at most 5 ws/wss hints from a link and drops other schemes', () => {
    const many = ['https://web.example', 'javascript:alert(1)', ...Array.from({ length: 7 }, (_, i) => `wss://r${i}.example`)];
    const link = nip19.nprofileEncode({ pubkey, relays: many });
    expect(decodeNostrLink(link)).toEqual({ type: 'profile', pubkey, relays: ['wss://r0.example/', 'wss://r1.example/', 'wss://r2.example/', 'wss://r3.example/', 'wss://r4.example/'] });
    const naddr = nip19.naddrEncode({ kind: 30023, pubkey, identifier: 'a', relays: ['http://x.example', 'WSS://Up.Example'] });
    expect(decodeNostrLink(naddr)).toMatchObject({ relays: ['wss://up.example/'] });
  });
});
