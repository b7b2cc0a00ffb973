import { safeHttpUrl } from './safeHttpUrl';

export type ContentToken =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'hashtag'; tag: string }
  | { kind: 'mention'; id: string };

const URL_SOURCE = String.raw`https?:\/\/[^\s<>"'\x60]+`;
const MENTION_SOURCE = String.raw`nostr:(n(?:pub|profile|ote|event|addr)1[02-9ac-hj-np-z]{6,})`;
const HASHTAG_SOURCE = String.raw`(?<![\p{L}\p{N}_&\/#])#([\p{L}\p{N}_]{2,50})(?![\p{L}\p{N}_])`;
const TOKEN_PATTERN = `(${URL_SOURCE})|${MENTION_SOURCE}|${HASHTAG_SOURCE}`;
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}]+$/;
const MAX_LABEL = 50;

/** Shortens a link label to 50 characters: the first 47 then '...'. */
export function truncateLabel(label: string): string {
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 3)}...` : label;
}

/** Splits a URL match into the URL and sentence punctuation that followed it. */
function splitTrailing(raw: string): [string, string] {
  const trailing = raw.match(TRAILING_PUNCTUATION)?.[0] ?? '';
  return [raw.slice(0, raw.length - trailing.length), trailing];
}

function linkTokens(raw: string): ContentToken[] {
  const [url, trailing] = splitTrailing(raw);
  const href = safeHttpUrl(url);
  const link: ContentToken = href
    ? { kind: 'link', href, label: truncateLabel(url) }
    : { kind: 'text', text: url };
  return trailing ? [link, { kind: 'text', text: trailing }] : [link];
}

function pushText(tokens: ContentToken[], text: string) {
  if (!text) return;
  const last = tokens[tokens.length - 1];
  if (last?.kind === 'text') last.text += text;
  else tokens.push({ kind: 'text', text });
}

function push(tokens: ContentToken[], token: ContentToken) {
  if (token.kind === 'text') pushText(tokens, token.text);
  else tokens.push(token);
}

function matchTokens(match: RegExpExecArray): ContentToken[] {
  const [whole, url, mention, hashtag] = match;
  if (url) return linkTokens(url);
  if (mention) return [{ kind: 'mention', id: mention.toLowerCase() }];
  if (hashtag) return [{ kind: 'hashtag', tag: hashtag }];
  return [{ kind: 'text', text: whole }];
}

/**
 * Turns note text into tokens. Only http(s) URLs become links; every other
 * scheme (javascript:, data:…) and all markup stay plain text.
 */
export function parseContent(content: string): ContentToken[] {
  const tokens: ContentToken[] = [];
  const pattern = new RegExp(TOKEN_PATTERN, 'giu');
  let cursor = 0;
  for (let match = pattern.exec(content); match; match = pattern.exec(content)) {
    pushText(tokens, content.slice(cursor, match.index));
    matchTokens(match).forEach((token) => push(tokens, token));
    cursor = match.index + match[0].length;
  }
  pushText(tokens, content.slice(cursor));
  return tokens;
}
