import { describe, expect, it } from 'vitest';
import { mintUrlFrom } from './AddMintForm';

describe('mintUrlFrom', () => {
  it('takes http(s) addresses as typed, trimmed', () => {
    expect(mintUrlFrom(' https://mint.example.com/ ')).toBe('https://mint.example.com/');
    expect(mintUrlFrom('http://127.0.0.1:3338')).toBe('http://127.0.0.1:3338');
  });
  it('refuses anything else', () => {
    expect(mintUrlFrom('mint.example.com')).toBeNull();
    expect(mintUrlFrom('ftp://mint.example.com')).toBeNull();
    expect(mintUrlFrom('')).toBeNull();
  });
});
