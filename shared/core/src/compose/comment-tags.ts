import { addressOf, hintedTag, hintOf, type RelayHints } from '../events/event-refs'
import type { NostrEvent } from '../nostr-types'

/** NIP-22 comment: the kind of a reply to anything but a kind 1 note. */
export const COMMENT_KIND = 1111

/** The kind a reply to `parent` has: NIP-10 kind 1 under a kind 1 note, else a NIP-22 comment. */
export function replyKindFor(parent: Pick<NostrEvent, 'kind'>): number {
  return parent.kind === 1 ? 1 : COMMENT_KIND
}

const ROOT_SCOPE_NAMES = new Set(['E', 'A', 'I'])
const ROOT_TAG_NAMES = new Set([...ROOT_SCOPE_NAMES, 'K', 'P'])

/** The tags naming `event` as a NIP-22 item (lowercase): `a` when addressable, `e` (relay, author), `k`, `p`. */
function itemTags(event: NostrEvent, hints: RelayHints, withId: boolean): string[][] {
  const relay = hintOf(hints, event.id)
  const address = addressOf(event)
  return [
    ...(address ? [hintedTag('a', address, relay)] : []),
    ...(withId || !address ? [['e', event.id, relay, event.pubkey]] : []),
    ['k', String(event.kind)],
    hintedTag('p', event.pubkey, relay),
  ]
}

/** A comment's own root scope (`E`/`A`/`I`, `K`, `P`), when it names one with its kind. */
function keptRootScope(comment: NostrEvent): string[][] | undefined {
  const scope = comment.tags.filter((tag) => ROOT_TAG_NAMES.has(tag[0]) && tag[1])
  const complete = scope.some((tag) => ROOT_SCOPE_NAMES.has(tag[0])) && scope.some((tag) => tag[0] === 'K')
  return complete ? scope.map((tag) => [...tag]) : undefined
}

/**
 * NIP-22 tags of a comment on `parent`: the root scope in uppercase (an addressable root by `A`, else `E` with relay
 * and author; `K` its kind; `P` its author), then the parent in lowercase (`a` and `e`, `k`, `p`). A reply to a comment
 * keeps that comment's root scope.
 */
export function commentTags(parent: NostrEvent, hints: RelayHints): string[][] {
  const root = (parent.kind === COMMENT_KIND && keptRootScope(parent)) || itemTags(parent, hints, false).map(([name, ...rest]) => [name.toUpperCase(), ...rest])
  return [...root, ...itemTags(parent, hints, true)]
}
