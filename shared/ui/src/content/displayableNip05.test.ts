import { describe, expect, it } from 'vitest';
import { displayableNip05 } from './displayableNip05';

describe('displayableNip05', () => {
  it('shows an email-like name as it is', () => {
    expect(displayableNip05('alice@example.com')).toBe('alice@example.com');
    expect(displayableNip05('a.b-c_d@sub.example.co.uk')).toBe('a.b-c_d@sub.example.co.uk');
  });

  it('shows the root name _@domain as the domain alone', () => {
    expect(displayableNip05('_@example.com')).toBe('example.com');
  });

  it.each([undefined, '', 'alice', 'alice@', '@example.com', 'alice@localhost', 'alice at example.com', 'al ice@example.com', 'a@b@example.com'])(
    'hides %j',
    (nip05) => {
      expect(displayableNip05(nip05)).toBeNull();
    },
  );
});
