import { addressOf, COMMENT_KIND, type Filter, type NostrEvent } from '@app/core';

/** Kinds that answer an event: NIP-10 replies and NIP-22 comments. */
const ANSWER_KINDS = [1, COMMENT_KIND];

/**
 * What to ask the relays for the answers under `focus`: spec 1 §7 'Replies' (kind 1 with '#e') under a kind 1 note;
 * under anything else the NIP-22 comments of its root scope ('#A' for an addressable event, else '#E') and whatever
 * names it as parent ('#e').
 */
export function replyFilters(focus: NostrEvent): Filter[] {
  if (focus.kind === 1) return [{ kinds: [1], '#e': [focus.id] }];
  const address = addressOf(focus);
  const scope: Filter[] = focus.kind === COMMENT_KIND ? [] : [address ? { kinds: [COMMENT_KIND], '#A': [address] } : { kinds: [COMMENT_KIND], '#E': [focus.id] }];
  return [...scope, { kinds: ANSWER_KINDS, '#e': [focus.id] }];
}

/** The answers to replies already found (their answers may tag only the root and their parent). */
export function nestedReplyFilters(focus: NostrEvent, replyIds: string[]): Filter[] {
  return [{ kinds: focus.kind === 1 ? [1] : ANSWER_KINDS, '#e': replyIds }];
}
