import { describe, expect, it } from 'vitest';
import { addDmRelay, DM_RELAY_TEXTS } from './DmRelaysEditor';

describe('adding a DM relay', () => {
  it('normalises a URL, ignores a repeat, refuses junk and a fourth relay', () => {
    expect(addDmRelay([], 'relay.example')).toEqual({ list: ['wss://relay.example/'] });
    expect(addDmRelay(['wss://relay.example/'], 'wss://relay.example')).toEqual({ list: ['wss://relay.example/'] });
    expect(addDmRelay([], 'not a relay')).toEqual({ error: DM_RELAY_TEXTS.invalid });
    expect(addDmRelay(['wss://a/', 'wss://b/', 'wss://c/'], 'wss://d')).toEqual({ error: DM_RELAY_TEXTS.tooMany });
  });
});
