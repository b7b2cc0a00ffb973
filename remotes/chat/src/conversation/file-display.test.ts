import { describe, expect, it } from 'vitest';
import { fileName, humanSize } from './file-display';

describe('fileName', () => {
  it('is the decoded last path segment of an http(s) URL', () => {
    expect(fileName('https://files.example.com/docs/My%20plan.pdf')).toBe('My plan.pdf');
  });

  it("is 'file' without a segment, for a skipped content hash, or for another scheme", () => {
    expect(fileName('https://files.example.com/')).toBe('file');
    expect(fileName(`https://blossom.example.com/${'ab'.repeat(32)}.bin`, { skipHash: true })).toBe('file');
    expect(fileName(`https://blossom.example.com/${'ab'.repeat(32)}`)).toBe('ab'.repeat(32));
    expect(fileName('data:image/png;base64,iVBORw0KGgo=')).toBe('file');
    expect(fileName('javascript:alert(1)')).toBe('file');
  });
});

describe('humanSize', () => {
  it('uses B, KB and MB', () => {
    expect(humanSize(512)).toBe('512 B');
    expect(humanSize(52_000)).toBe('51 KB');
    expect(humanSize(3_500_000)).toBe('3.3 MB');
  });
});
