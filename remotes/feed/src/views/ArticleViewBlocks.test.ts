import { describe, expect, it } from 'vitest';
import { articleBlocks, plainInline } from './ArticleViewBlocks';

describe('articleBlocks', () => {
  it('splits headings, paragraphs, lists, quotes, code and rules', () => {
    const text = [
      '# Setup',
      'First line',
      'same paragraph.',
      '',
      '## Steps',
      '- install',
      '* configure',
      '1. start',
      '2) watch',
      '> a quote',
      '> goes on',
      '---',
      '```',
      '# not a heading',
      '```',
      '### Section',
      '#### Deep',
    ].join('\n');
    expect(articleBlocks(text)).toEqual([
      { type: 'heading', level: 2, text: 'Setup' },
      { type: 'paragraph', text: 'First line\nsame paragraph.' },
      { type: 'heading', level: 2, text: 'Steps' },
      { type: 'list', ordered: false, items: ['install', 'configure'] },
      { type: 'list', ordered: true, items: ['start', 'watch'] },
      { type: 'quote', text: 'a quote\ngoes on' },
      { type: 'rule' },
      { type: 'code', text: '# not a heading' },
      { type: 'heading', level: 3, text: 'Section' },
      { type: 'heading', level: 4, text: 'Deep' },
    ]);
  });

  it('keeps an unclosed code fence and plain text as they are', () => {
    expect(articleBlocks('```\nraw <b>')).toEqual([{ type: 'code', text: 'raw <b>' }]);
    expect(articleBlocks('#hashtag is not a heading')).toEqual([{ type: 'paragraph', text: '#hashtag is not a heading' }]);
  });
});

describe('plainInline', () => {
  it('drops emphasis and code marks and spells out links', () => {
    expect(plainInline('**bold** and `code` at [the docs](https://example.com/x)')).toBe('bold and code at the docs https://example.com/x');
    expect(plainInline('![](https://example.com/a.png)')).toBe('https://example.com/a.png');
  });
});
