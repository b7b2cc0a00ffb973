import { describe, expect, it } from 'vitest';
import { leadingText, MAX_RENDERED_CHARS } from './leadingText';

describe('leadingText', () => {
  it('keeps text up to the limit whole', () => {
    const text = 'x'.repeat(MAX_RENDERED_CHARS);
    expect(leadingText(text)).toEqual({ shown: text, cut: false });
  });

  it('cuts a megabyte of words at the last whitespace before the limit, so no word or link is split', () => {
    const text = 'lorem ipsum https://example.com/path #hostile\n'.repeat(25_000);
    const { shown, cut } = leadingText(text);
    expect(cut).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(MAX_RENDERED_CHARS);
    expect(shown.length).toBeGreaterThan(MAX_RENDERED_CHARS - 200);
    expect(text.startsWith(shown)).toBe(true);
    expect(text[shown.length]).toMatch(/\s/);
  });

  it('cuts one unbroken word at the limit, never between the halves of a surrogate pair', () => {
    expect(leadingText('W'.repeat(20_000)).shown).toHaveLength(MAX_RENDERED_CHARS);
    const emoji = leadingText(`a${'😀'.repeat(10_000)}`).shown;
    expect(emoji.length).toBe(MAX_RENDERED_CHARS - 1);
    expect([...emoji].every((char) => char === 'a' || char === '😀')).toBe(true);
  });
});
