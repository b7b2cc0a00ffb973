import { NO_HINTS, type RelayHints } from '../events/event-refs'
import type { NostrEvent } from '../nostr-types'
import { addressPath, notePath } from '../links'
import type { LinkHints } from '../links/link-hints'
import { systemClock, nowInSeconds, type Clock } from '../policies/clock'
import type { RelayPool } from '../relay/pool/pool-types'
import type { EventTemplate, SignerStore } from '../signers'
import { COMPOSE_ERRORS, LISTING_KIND, type ComposeInput, type ComposeTarget } from './compose-types'
import { replyKindFor } from './comment-tags'
import { buildNoteTags, quoteReference, rootOf } from './note-tags'

/** Builds, signs (through the signer store) and publishes notes. */
export interface ComposeService {
  /** The unsigned note for an input and target (used by publish); `hints`: where the referenced events were seen. */
  template(input: ComposeInput, target?: ComposeTarget, author?: string, hints?: RelayHints): EventTemplate
  /** Signs and publishes; rejects with the signer's or the pool's error. */
  publish(input: ComposeInput, target?: ComposeTarget): Promise<NostrEvent>
}

export interface ComposeServiceDeps {
  pool: Pick<RelayPool, 'publish'>
  signer(): Promise<Pick<SignerStore, 'sign' | 'get'>>
  clock?: Clock
  /** Identifier of a new listing's d tag (default: random). */
  newIdentifier?(): string
  /** Where replied-to and quoted events can be found, for the relay hints of the tags (default: none). */
  hints?: Pick<LinkHints, 'forEvent'>
}

/** The text as published: trimmed, with the quoted note's reference (with up to two relays) appended once. */
export function noteContent(text: string, target: ComposeTarget = {}, hints: RelayHints = NO_HINTS): string {
  const content = text.trim()
  if (!target.quote) return content
  const reference = quoteReference(target.quote, hints[target.quote.id])
  return content.includes(reference) ? content : `${content}\n\n${reference}`.trim()
}

/** The events a note refers to: its parent, the root of a kind 1 thread and the quoted note. */
function referencedEvents(target: ComposeTarget): Array<Pick<NostrEvent, 'id' | 'pubkey'>> {
  const root = target.replyTo?.kind === 1 ? rootOf(target.replyTo) : undefined
  return [target.replyTo, root && { id: root[1], pubkey: root[4] ?? '' }, target.quote].filter((ref) => ref !== undefined)
}

/** Spec 1 /new: the in-app encoded address of a published event (nevent, or naddr for a listing). */
export function publishedPath(event: NostrEvent): string {
  if (event.kind === LISTING_KIND) {
    const identifier = event.tags.find((tag) => tag[0] === 'd')?.[1] ?? ''
    return addressPath({ kind: event.kind, pubkey: event.pubkey, identifier })
  }
  return notePath(event.id, { author: event.pubkey, kind: event.kind })
}

function randomIdentifier(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function createComposeService(deps: ComposeServiceDeps): ComposeService {
  const clock = deps.clock ?? systemClock
  const template = (input: ComposeInput, target: ComposeTarget = {}, author?: string, hints: RelayHints = NO_HINTS): EventTemplate => {
    const now = nowInSeconds(clock)
    const identifier = (deps.newIdentifier ?? randomIdentifier)()
    const kind = target.replyTo ? replyKindFor(target.replyTo) : input.kind
    return { kind, created_at: now, content: noteContent(input.text, target, hints), tags: buildNoteTags(input, target, { now, author, identifier, hints }) }
  }
  const hintsFor = async (target: ComposeTarget): Promise<RelayHints> => {
    const { hints } = deps
    if (!hints) return NO_HINTS
    const found = await Promise.all(referencedEvents(target).map(async (ref) => [ref.id, await hints.forEvent(ref).catch(() => [])] as const))
    return Object.fromEntries(found)
  }
  return {
    template,
    async publish(input, target = {}) {
      if (!input.text.trim()) throw new Error(COMPOSE_ERRORS.createFailed)
      const signer = await deps.signer()
      const author = signer.get()?.pubkey
      if (!author) throw new Error(COMPOSE_ERRORS.notSignedIn)
      const event = await signer.sign(template(input, target, author, await hintsFor(target)))
      await deps.pool.publish(event) // below quorum the pool keeps the note and sends it again later
      return event
    },
  }
}
