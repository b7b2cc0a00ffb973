import { describe, expect, it } from 'vitest';
import { noteEncode, npubEncode, profilePath, shortNpub } from './npub';

// Vector from NIP-19.
const PUBKEY = '7e7e9c42a91bfef19fa929e5fda1b72e0ebc1a4c1141673e2794234d86addf4e';
const NPUB = 'npub10elfcs4fr0l0r8af98jlmgdh9c8tcxjvz9qkw038js35mp4dma8qzvjptg';

describe('npub encoding', () => {
  it('encodes a hex public key as in NIP-19', () => {
    expect(npubEncode(PUBKEY)).toBe(NPUB);
    expect(npubEncode(PUBKEY.toUpperCase())).toBe(NPUB);
  });

  it('encodes an event id with the note prefix', () => {
    expect(noteEncode(PUBKEY)).toMatch(/^note1[02-9ac-hj-np-z]{58}$/);
  });

  it('rejects malformed keys', () => {
    expect(npubEncode('abc')).toBeNull();
    expect(npubEncode('z'.repeat(64))).toBeNull();
  });

  it('builds short labels and profile paths', () => {
    expect(shortNpub(PUBKEY)).toBe('npub10elfcs4…jptg');
    expect(profilePath(PUBKEY)).toBe(`/${NPUB}`);
  });
});
