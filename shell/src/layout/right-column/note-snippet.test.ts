import { describe, expect, it } from 'vitest';
import { firstLine, noteSnippet } from './note-snippet';

describe('noteSnippet', () => {
  it("gives a note's first non-empty line, whitespace collapsed", () => {
    expect(noteSnippet({ content: '\n\n  Hello   there \nsecond line', tags: [] })).toBe('Hello there');
  });

  it('cuts long text with an ellipsis', () => {
    expect(firstLine('x'.repeat(300), 20)).toBe(`${'x'.repeat(17)}...`);
  });

  it('keeps markup as plain text (rendered as text, never HTML)', () => {
    expect(noteSnippet({ content: '<b>bold</b> & <script>', tags: [] })).toBe('<b>bold</b> & <script>');
  });

  it("prefers an article's title", () => {
    expect(noteSnippet({ content: '# Heading\nbody', tags: [['title', 'The title']] })).toBe('The title');
  });
});
