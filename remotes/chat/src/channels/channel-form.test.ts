import { describe, expect, it } from 'vitest';
import { channelFormErrors, channelMetadataOf, CHANNEL_FORM_TEXTS } from './channel-form';

describe('channelFormErrors', () => {
  it('needs a name', () => {
    expect(channelFormErrors({ name: '  ', about: '', picture: '' })).toEqual({ name: CHANNEL_FORM_TEXTS.nameRequired });
  });

  it('takes an empty picture or an http(s) URL only', () => {
    expect(channelFormErrors({ name: 'Bitcoin', about: '', picture: '' })).toEqual({});
    expect(channelFormErrors({ name: 'Bitcoin', about: '', picture: 'https://example.com/a.png' })).toEqual({});
    for (const picture of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', 'ftp://example.com/a.png']) {
      expect(channelFormErrors({ name: 'Bitcoin', about: '', picture })).toEqual({ picture: CHANNEL_FORM_TEXTS.pictureNotHttp });
    }
  });
});

describe('channelMetadataOf', () => {
  it('trims the values and keeps the relays', () => {
    expect(channelMetadataOf({ name: ' Nostr ', about: ' Talk ', picture: '' }, ['wss://relay.example.com'])).toEqual({
      name: 'Nostr',
      about: 'Talk',
      picture: '',
      relays: ['wss://relay.example.com'],
    });
    expect(channelMetadataOf({ name: 'Nostr', about: '', picture: '' }, [])).toEqual({ name: 'Nostr', about: '', picture: '' });
  });
});
