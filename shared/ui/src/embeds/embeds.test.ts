import { describe, expect, it } from 'vitest';
import { SAMPLE_CASHU_TOKEN, SAMPLE_PAYMENT_REQUEST, SAMPLE_PAYMENT_REQUEST_NO_AMOUNT } from './paymentFixtures';
import { expiryLabel, formatBits } from './amounts';
import { decodeRequest, decodeToken } from './cashu';
import { embedFor, twitchClipSrc } from './embedRules';

const srcOf = (url: string) => (embedFor(url) as { src?: string } | null)?.src;

describe('embedFor', () => {
  it('turns music links of the exact provider hosts into 650×150 players', () => {
    expect(embedFor('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=x')).toEqual({
      type: 'music', src: 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC', provider: 'Spotify', width: 650, height: 150,
    });
    expect(srcOf('https://tidal.com/browse/track/77646168')).toBe('https://embed.tidal.com/tracks/77646168');
    expect(srcOf('https://music.apple.com/us/album/the-album/1440857781?i=1440857786')).toBe(
      'https://embed.music.apple.com/us/album/the-album/1440857781?i=1440857786',
    );
  });

  it('turns podcast links into 650×200 players', () => {
    expect(embedFor('https://open.spotify.com/episode/0Q86acNRm6V9GYx55SXKwf')).toMatchObject({ type: 'podcast', height: 200 });
    expect(embedFor('https://podcasts.apple.com/us/podcast/the-show/id123456')).toMatchObject({ type: 'podcast', width: 650 });
  });

  it('finds Twitch clips', () => {
    expect(embedFor('https://clips.twitch.tv/FunnyClipSlug-abc')).toMatchObject({ type: 'twitch-clip', slug: 'FunnyClipSlug-abc' });
    expect(embedFor('https://www.twitch.tv/someone/clip/Slug_1')).toMatchObject({ type: 'twitch-clip', slug: 'Slug_1' });
    expect(twitchClipSrc('Slug_1', 'app.example')).toBe('https://clips.twitch.tv/embed?clip=Slug_1&parent=app.example&autoplay=false');
  });

  it('leaves look-alike hosts, odd paths and other links alone', () => {
    for (const url of [
      'https://open.spotify.com.evil.example/track/abc',
      'https://evil.example/open.spotify.com/track/abc',
      'https://open.spotify.com/track/"><script>',
      'https://open.spotify.com/user/abc',
      'https://tidal.com/browse/track/notanumber',
      'https://music.apple.com/us/artist/someone/1',
      'https://music.apple.com/album/no-country/1',
      'https://www.twitch.tv/someone',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(embedFor(url)).toBeNull();
    }
  });
});

describe('amounts', () => {
  it('formats bits with K above 1000 and M above 1,000,000, 4 significant digits', () => {
    expect(formatBits(21)).toBe('21');
    expect(formatBits(1000)).toBe('1000');
    expect(formatBits(21_500)).toBe('21.5K');
    expect(formatBits(123_456)).toBe('123.5K');
    expect(formatBits(2_100_000)).toBe('2.1M');
  });

  it('labels expiry in the largest unit, or Expired', () => {
    const now = 1_000_000_000_000;
    expect(expiryLabel(now / 1000 + 30, now)).toBe('30s');
    expect(expiryLabel(now / 1000 + 3 * 3600, now)).toBe('3h');
    expect(expiryLabel(now / 1000 + 60 * 86400, now)).toBe('2mo');
    expect(expiryLabel(now / 1000 - 1, now)).toBe('Expired');
  });
});

describe('payment strings', () => {
  it('decodes ecash tokens and payment requests, and rejects bad ones', async () => {
    await expect(decodeToken(SAMPLE_CASHU_TOKEN)).resolves.toEqual({ amount: 10, unit: 'sat', mint: 'https://mint.example.com', memo: 'Thank you.' });
    await expect(decodeToken('cashuBnotatoken')).rejects.toThrow();
    await expect(decodeRequest(SAMPLE_PAYMENT_REQUEST)).resolves.toMatchObject({ amount: 21, description: 'Coffee' });
    await expect(decodeRequest(SAMPLE_PAYMENT_REQUEST_NO_AMOUNT)).resolves.toMatchObject({ amount: null, description: 'Tips' });
    await expect(decodeRequest('creqAgarbage')).rejects.toThrow();
  });
});
