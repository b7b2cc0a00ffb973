import { describe, expect, it } from 'vitest';
import { npubEncode } from '@app/core';
import { verifiedProfilePath } from './verifiedProfilePath';

const PUBKEY = '16ee0910c0da42b72a0b9d478d3270be41cf16309f149a57ed802d3970812bae';
const NPUB_PATH = `/${npubEncode(PUBKEY)}`;

describe('verifiedProfilePath', () => {
  it('uses the verified name instead of the npub', () => {
    expect(verifiedProfilePath(PUBKEY, 'Alice@Example.com', true)).toBe('/alice@example.com');
  });

  it('maps the reserved name _ to the npub', () => {
    expect(verifiedProfilePath(PUBKEY, '_@example.com', true)).toBe(NPUB_PATH);
    expect(verifiedProfilePath(PUBKEY, 'example.com', true)).toBe(NPUB_PATH);
  });

  it('keeps the npub for unverified, missing or malformed names', () => {
    expect(verifiedProfilePath(PUBKEY, 'alice@example.com', false)).toBe(NPUB_PATH);
    expect(verifiedProfilePath(PUBKEY, undefined, true)).toBe(NPUB_PATH);
    expect(verifiedProfilePath(PUBKEY, 'a/b@example.com', true)).toBe(NPUB_PATH);
    expect(verifiedProfilePath(PUBKEY, 'alice@exa mple.com', true)).toBe(NPUB_PATH);
  });
});
