import { describe, expect, it } from 'vitest';
import { shortLightningAddress } from './lightning-address';

describe('shortLightningAddress', () => {
  it('keeps addresses of up to 30 characters', () => {
    const thirty = 'a'.repeat(18) + '@wallet.cafe';
    expect(thirty).toHaveLength(30);
    expect(shortLightningAddress(thirty)).toBe(thirty);
  });

  it('cuts longer ones to 30 characters and an ellipsis', () => {
    const long = 'alice.pleasance.liddell@getalby.example.com';
    expect(shortLightningAddress(long)).toBe('alice.pleasance.liddell@getalb...');
  });
});
