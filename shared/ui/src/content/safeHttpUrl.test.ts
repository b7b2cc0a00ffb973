import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safeHttpUrl';

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs', () => {
    expect(safeHttpUrl('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(safeHttpUrl('  HTTP://Example.com  ')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//example.com/path',
    '/relative/path',
    'example.com',
    'https://',
    'http://[broken',
    '',
  ])('rejects %j', (url) => {
    expect(safeHttpUrl(url)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
