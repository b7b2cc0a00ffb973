import { describe, expect, it } from 'vitest';
import { nip19 } from 'nostr-tools';
import { decodeNostrLink } from './decode-link';
import { addressPath, notePath, profilePath } from './encode-link';

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
