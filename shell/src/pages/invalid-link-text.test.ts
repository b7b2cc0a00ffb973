import { describe, expect, it } from 'vitest';
import { invalidLinkText } from './invalid-link-text';

describe('invalidLinkText', () => {
  it('names a broken note or nevent link as a note link', () => {
    expect(invalidLinkText('note1bad')).toEqual({ title: 'Invalid Note Link', message: 'The note link appears to be invalid.' });
    expect(invalidLinkText('nevent1qqqqbroken').title).toBe('Invalid Note Link');
  });

  it("keeps spec 1's profile text for npub, nprofile and anything else", () => {
    for (const link of ['npub1bad', 'nprofile1bad', 'xyz']) {
      expect(invalidLinkText(link)).toEqual({ title: 'Invalid Profile Link', message: 'The profile link appears to be invalid.' });
    }
  });

  it('names a broken naddr as a link to an article or listing', () => {
    expect(invalidLinkText('naddr1bad').title).toBe('Invalid Link');
  });
});
