import { parseContent } from './parseContent';

const HASHTAG_RULE = /^[\p{L}\p{N}_]{2,50}$/u;

/** Spec 2: a hashtag is 2 to 50 letters, digits or underscores; stored lowercased. Null when not valid. */
export function normalizeHashtag(tag: string): string | null {
  const bare = tag.trim().replace(/^#/, '');
  return HASHTAG_RULE.test(bare) ? bare.toLowerCase() : null;
}

/** The hashtags of a note's text (and its `t` tags), lowercased and de-duplicated, in order of appearance. */
export function extractHashtags(content: string, tags: readonly (readonly string[])[] = []): string[] {
  const fromText = parseContent(content).flatMap((token) => (token.kind === 'hashtag' ? [token.tag] : []));
  const fromTags = tags.filter((tag) => Array.isArray(tag) && tag[0] === 't' && typeof tag[1] === 'string').map((tag) => tag[1]);
  const valid = [...fromText, ...fromTags].map(normalizeHashtag).filter((tag): tag is string => tag !== null);
  return [...new Set(valid)];
}
