import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './safe-search.mjs';

describe('toFtsQuery', () => {
  it('quotes each word as an FTS5 string', () => {
    expect(toFtsQuery('coffee')).toBe('"coffee"');
    expect(toFtsQuery('  morning   coffee ')).toBe('"morning" "coffee"');
  });

  it('keeps only the words of hashtags, operators, quotes and punctuation', () => {
    expect(toFtsQuery('#art')).toBe('"art"');
    expect(toFtsQuery('"coffee" OR tea*')).toBe('"coffee" "tea"');
    expect(toFtsQuery('NEAR(coffee art, 2)')).toBe('"NEAR" "coffee" "art"');
    expect(toFtsQuery('content:coffee ^start -minus +plus')).toBe('"content" "coffee" "start" "minus" "plus"');
    expect(toFtsQuery('AND')).toBe('"AND"');
  });

  it('keeps letters of any script and drops words the trigram index cannot match', () => {
    expect(toFtsQuery('café Ünïcödé 東京タワー')).toBe('"café" "Ünïcödé" "東京タワー"');
    expect(toFtsQuery('a an the')).toBe('"the"');
  });

  it('returns an empty query when nothing searchable is left', () => {
    for (const search of ['', '   ', '#', '***', '""', '()', '-', '🎉🎉', 'ab', undefined, null]) {
      expect(toFtsQuery(search)).toBe('');
    }
  });

  it('caps very long searches at 16 words', () => {
    const query = toFtsQuery('word '.repeat(5000));
    expect(query.split(' ')).toHaveLength(16);
  });
});
