import { describe, expect, it } from 'vitest';
import { npubEncode } from '@app/core';
import { profileOfPath } from './profile-of-path';

const PUBKEY = '16ee0910c0da42b72a0b9d478d3270be41cf16309f149a57ed802d3970812bae';

describe('profileOfPath', () => {
  it('finds the profile of npub paths, with or without a tab suffix', () => {
    expect(profileOfPath(`/${npubEncode(PUBKEY)}`)).toBe(PUBKEY);
    expect(profileOfPath(`/${npubEncode(PUBKEY)}/replies`)).toBe(PUBKEY);
  });

  it('gives null for other routes', () => {
    expect(profileOfPath('/')).toBeNull();
    expect(profileOfPath('/search/cats')).toBeNull();
    expect(profileOfPath('/settings/network')).toBeNull();
  });
});
