import { LinkifyIt } from 'linkify-it';
import { safeHttpUrl } from './safeHttpUrl';

export type ContentToken =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'hashtag'; tag: string }
  | { kind: 'mention'; id: string }
  | { kind: 'emoji'; name: string; url: string }
  | { kind: 'invoice'; invoice: string }
  | { kind: 'cashu'; token: string }
  | { kind: 'paymentRequest'; request: string }
  | { kind: 'lightningAddress'; address: string };

/** NIP-30 custom emoji of an event: shortcode → image URL (only http(s) URLs kept). */
export type EmojiMap = ReadonlyMap<string, string>;

/** A nostr: mention; group 1 is the bech32 id (match case-insensitively). */
export const MENTION_SOURCE = String.raw`nostr:(n(?:pub|profile|ote|event|addr)1[02-9ac-hj-np-z]{6,})`;
/** A #hashtag outside words, entities and paths; group 1 is the tag (match with the u flag). */
export const HASHTAG_SOURCE = String.raw`(?<![\p{L}\p{N}_&\/#])#([\p{L}\p{N}_]{2,50})(?![\p{L}\p{N}_])`;
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}_])`;
const INVOICE_SOURCE = String.raw`${NOT_AFTER_WORD}(?:lightning:)?(ln(?:bc|tb|bcrt|tbs)[0-9]*[munp]?1[02-9ac-hj-np-z]{20,})`;
const CASHU_SOURCE = String.raw`${NOT_AFTER_WORD}(cashu[AB][A-Za-z0-9_\-+\/]{10,}={0,2})`;
const CREQ_SOURCE = String.raw`${NOT_AFTER_WORD}(creqA[A-Za-z0-9_\-+\/]{10,}={0,2})`;
const ADDRESS_SOURCE = String.raw`lightning:([a-z0-9._\-]+@[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,})`;
const TOKEN_PATTERN = [
  MENTION_SOURCE,
  HASHTAG_SOURCE,
  INVOICE_SOURCE,
  CASHU_SOURCE,
  CREQ_SOURCE,
  ADDRESS_SOURCE,
].join('|');
const EMOJI_PATTERN = /:([a-zA-Z0-9_-]{1,64}):/g;
const MAX_LABEL = 50;

/** Cuts text to `max` characters: the first max − 3 then '...'. */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** Shortens a link label to 50 characters: the first 47 then '...'. */
export function truncateLabel(label: string): string {
  return truncateText(label, MAX_LABEL);
}

/** The custom emoji declared by an event's `emoji` tags (NIP-30); malformed tags and non-http(s) URLs are skipped. */
export function emojiMap(tags: readonly (readonly string[])[] | undefined): EmojiMap {
  const map = new Map<string, string>();
  for (const tag of tags ?? []) {
    if (!Array.isArray(tag) || tag[0] !== 'emoji' || typeof tag[1] !== 'string') continue;
    const url = safeHttpUrl(tag[2]);
    if (url && /^[a-zA-Z0-9_-]+$/.test(tag[1])) map.set(tag[1], url);
  }
  return map;
}

/**
 * http(s) URLs only, found by linkify-it: sentence punctuation after a URL and a closing ')' that wraps it stay
 * outside, balanced parentheses inside it (`…/Bitcoin_(disambiguation)`) stay in.
 */
const urlFinder = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false })
  .add('ftp:', null)
  .add('mailto:', null)
  .add('//', null);

/** Characters that never belong to a URL (RFC 3986) though linkify-it accepts them in pairs: the link ends there. */
const NOT_IN_URL = /["\x60]/;

function linkToken(raw: string): ContentToken {
  const href = safeHttpUrl(raw);
  return href ? { kind: 'link', href, label: truncateLabel(raw) } : { kind: 'text', text: raw };
}

function pushText(tokens: ContentToken[], text: string, emojis?: EmojiMap) {
  if (!text) return;
  if (emojis?.size) return pushWithEmoji(tokens, text, emojis);
  const last = tokens[tokens.length - 1];
  if (last?.kind === 'text') last.text += text;
  else tokens.push({ kind: 'text', text });
}

/** Replaces `:shortcode:` with declared custom emoji; unknown shortcodes stay text. */
function pushWithEmoji(tokens: ContentToken[], text: string, emojis: EmojiMap) {
  let cursor = 0;
  for (const match of text.matchAll(EMOJI_PATTERN)) {
    const url = emojis.get(match[1]);
    if (!url) continue;
    pushText(tokens, text.slice(cursor, match.index));
    tokens.push({ kind: 'emoji', name: match[1], url });
    cursor = match.index + match[0].length;
  }
  pushText(tokens, text.slice(cursor));
}

function push(tokens: ContentToken[], token: ContentToken, emojis?: EmojiMap) {
  if (token.kind === 'text') pushText(tokens, token.text, emojis);
  else tokens.push(token);
}

function matchTokens(match: RegExpExecArray): ContentToken[] {
  const [whole, mention, hashtag, invoice, cashu, request, address] = match;
  if (mention) return [{ kind: 'mention', id: mention.toLowerCase() }];
  if (hashtag) return [{ kind: 'hashtag', tag: hashtag }];
  if (invoice) return [{ kind: 'invoice', invoice: invoice.toLowerCase() }];
  if (cashu) return [{ kind: 'cashu', token: cashu }];
  if (request) return [{ kind: 'paymentRequest', request }];
  if (address) return [{ kind: 'lightningAddress', address: address.toLowerCase() }];
  return [{ kind: 'text', text: whole }];
}

/** Mentions, hashtags, payment strings and emoji of text that holds no URL. */
function pushTextTokens(tokens: ContentToken[], text: string, emojis?: EmojiMap) {
  const pattern = new RegExp(TOKEN_PATTERN, 'giu');
  let cursor = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    pushText(tokens, text.slice(cursor, match.index), emojis);
    matchTokens(match).forEach((token) => push(tokens, token, emojis));
    cursor = match.index + match[0].length;
  }
  pushText(tokens, text.slice(cursor), emojis);
}

/**
 * Turns note text into tokens. Only http(s) URLs become links; every other
 * scheme (javascript:, data:…) and all markup stay plain text. `emojis`
 * (from `emojiMap(event.tags)`) turns declared `:shortcode:`s into emoji.
 */
export function parseContent(content: string, emojis?: EmojiMap): ContentToken[] {
  const tokens: ContentToken[] = [];
  let cursor = 0;
  for (const url of urlFinder.match(content) ?? []) {
    const cut = url.raw.search(NOT_IN_URL);
    const raw = cut === -1 ? url.raw : url.raw.slice(0, cut);
    pushTextTokens(tokens, content.slice(cursor, url.index), emojis);
    push(tokens, linkToken(raw), emojis);
    cursor = url.index + raw.length;
  }
  pushTextTokens(tokens, content.slice(cursor), emojis);
  return tokens;
}
