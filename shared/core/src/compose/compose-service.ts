import type { NostrEvent } from '../nostr-types'
import { addressPath, notePath } from '../links'
import { systemClock, nowInSeconds, type Clock } from '../policies/clock'
import type { RelayPool } from '../relay/pool/pool-types'
import type { EventTemplate, SignerStore } from '../signers'
import { COMPOSE_ERRORS, LISTING_KIND, type ComposeInput, type ComposeTarget } from './compose-types'
import { buildNoteTags, quoteReference } from './note-tags'

/** Builds, signs (through the signer store) and publishes notes. */
export interface ComposeService {
  /** The unsigned note for an input and target (used for the preview and by publish). */
  template(input: ComposeInput, target?: ComposeTarget, author?: string): EventTemplate
  /** Signs and publishes; rejects with the signer's or the pool's error. */
  publish(input: ComposeInput, target?: ComposeTarget): Promise<NostrEvent>
}

export interface ComposeServiceDeps {
  pool: Pick<RelayPool, 'publish'>
  signer(): Promise<Pick<SignerStore, 'sign' | 'get'>>
  clock?: Clock
  /** Identifier of a new listing's d tag (default: random). */
  newIdentifier?(): string
}

/** The text as published: trimmed, with the quoted note's reference appended once. */
export function noteContent(text: string, target: ComposeTarget = {}): string {
  const content = text.trim()
  if (!target.quote) return content
  const reference = quoteReference(target.quote)
  return content.includes(reference) ? content : `${content}\n\n${reference}`.trim()
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
  const template = (input: ComposeInput, target: ComposeTarget = {}, author?: string): EventTemplate => {
    const now = nowInSeconds(clock)
    const identifier = (deps.newIdentifier ?? randomIdentifier)()
    return { kind: input.kind, created_at: now, content: noteContent(input.text, target), tags: buildNoteTags(input, target, { now, author, identifier }) }
  }
  return {
    template,
    async publish(input, target = {}) {
      if (!input.text.trim()) throw new Error(COMPOSE_ERRORS.createFailed)
      const signer = await deps.signer()
      const author = signer.get()?.pubkey
      if (!author) throw new Error(COMPOSE_ERRORS.notSignedIn)
      const event = await signer.sign(template(input, target, author))
      await deps.pool.publish(event) // below quorum the pool keeps the note and sends it again later
      return event
    },
  }
}
