import { concatMap, filter, from, type Observable, type Subscription } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import type { PoolMessage } from '../relay/pool/pool-types'
import { GIFT_WRAP_KIND } from '../private-messages/gift-wrap'
import { unwrapGiftWrap, UnwrapError, type ReceivedRumor } from '../private-messages/unwrap-gift-wrap'
import { isCiphertextError } from '../private-messages/decrypt-errors'
import type { ChatDatabase } from './chat-database'
import type { SeenRow } from './chat-rows'
import { LEGACY_DM_KIND } from './chat-sender'
import { storeMessage, storeReaction } from './chat-store'
import { messageOfRumor, reactionOfRumor, subjectOf } from './rumor-message'
import { sessionIdOf, sessionIdOfRumor } from './session-id'
import type { createStrangerLimit } from './stranger-limit'
import { retryInMemory } from '../db/memory-retry'
import { createSignerBackoff, SignerUnavailable } from './signer-backoff'

/** Follow distance past which a sender is unknown (their conversation is a request). */
export const KNOWN_DISTANCE = 2
/** Wraps are dated up to two days back (NIP-59): the next subscription asks from three days before the newest seen. */
const SINCE_MARGIN_SECONDS = 3 * 24 * 3600

export interface ChatReceiverDeps {
  db: ChatDatabase
  me: string
  decrypt(scheme: 'nip44' | 'nip04', pubkey: string, ciphertext: string): Promise<string>
  verify(event: NostrEvent): boolean | Promise<boolean>
  distanceOf(pubkey: string): Promise<number>
  limit: ReturnType<typeof createStrangerLimit>
  req(filters: Filter[], opts: { relays?: string[]; closeOnEose: false }): Observable<PoolMessage>
  /** Waits before events the signer could not decrypt are tried again (default SIGNER_RETRY_DELAYS_MS). */
  signerRetryDelaysMs?: readonly number[]
}

const tagged = (event: NostrEvent, name: string) => event.tags.find((tag) => tag[0] === name)?.[1]
const warnUnstored = (error: unknown) => console.warn('A private message could not be stored', error)

export function createChatReceiver(deps: ChatReceiverDeps) {
  const { db, me } = deps
  const seen = (event: NostrEvent, outcome: SeenRow['outcome']) => retryInMemory(db, () => db.seen.put({ id: event.id, outcome, createdAt: event.created_at }))

  /** Whether a message from `author` in this conversation is set aside by the stranger limit. */
  async function limited(author: string, sessionId: string): Promise<{ startsRequest: boolean; refused: boolean }> {
    if (author === me) return { startsRequest: false, refused: false }
    const session = await db.sessions.get(sessionId)
    if (session?.accepted) return { startsRequest: false, refused: false }
    const unknown = (await deps.distanceOf(author).catch(() => Infinity)) > KNOWN_DISTANCE
    return { startsRequest: unknown, refused: unknown && !deps.limit.admit(author) }
  }

  async function storeRumor(rumor: ReceivedRumor, sessionId: string, protocol: 'nip17' | 'nip04'): Promise<SeenRow['outcome']> {
    const reaction = protocol === 'nip17' ? reactionOfRumor(rumor) : null
    if (reaction) {
      await storeReaction(db, { id: rumor.id, author: rumor.pubkey, createdAt: rumor.created_at, ...reaction })
      return 'stored'
    }
    const message = messageOfRumor(rumor, sessionId, protocol)
    if (!message) return 'ignored'
    const { startsRequest, refused } = await limited(rumor.pubkey, sessionId)
    if (refused) return 'ignored'
    await storeMessage(db, { me, message, subject: protocol === 'nip17' ? subjectOf(rumor) : undefined, startsRequest })
    return 'stored'
  }

  async function openWrap(wrap: NostrEvent) {
    let rumor: ReceivedRumor
    try {
      rumor = await unwrapGiftWrap(wrap, (pubkey, text) => deps.decrypt('nip44', pubkey, text), deps.verify)
    } catch (error) {
      if (error instanceof UnwrapError) return seen(wrap, 'refused')
      throw new SignerUnavailable(error)
    }
    await seen(wrap, await storeRumor(rumor, sessionIdOfRumor(me, rumor), 'nip17'))
  }

  async function openLegacy(event: NostrEvent) {
    const peer = event.pubkey === me ? tagged(event, 'p') : event.pubkey
    if (!peer || !(await deps.verify(event))) return seen(event, 'refused')
    let content: string
    try {
      content = await deps.decrypt('nip04', peer, event.content)
    } catch (error) {
      if (isCiphertextError(error)) return seen(event, 'refused')
      throw new SignerUnavailable(error)
    }
    const rumor = { id: event.id, pubkey: event.pubkey, kind: 14, content, tags: event.tags.filter((tag) => tag[0] === 'e'), created_at: event.created_at }
    await seen(event, await storeRumor(rumor, sessionIdOf(me, [peer]), 'nip04'))
  }

  const openerOf = (event: NostrEvent) => {
    if (event.kind === GIFT_WRAP_KIND && tagged(event, 'p') === me) return openWrap
    if (event.kind === LEGACY_DM_KIND && (event.pubkey === me || tagged(event, 'p') === me)) return openLegacy
    return null
  }

  const backoff = createSignerBackoff((events) => void retrySetAside(events), deps.signerRetryDelaysMs)
  async function retrySetAside(events: NostrEvent[]) {
    for (const event of events) await handle(event).catch(warnUnstored)
  }

  /**
   * Handles one relay event once: a wrap or kind 4 already seen is never decrypted again. One the signer could not
   * decrypt stays unseen and is tried again after a wait, during which the signer is not asked.
   */
  async function handle(event: NostrEvent) {
    const open = openerOf(event)
    if (!open || (await db.seen.get(event.id))) return
    if (backoff.waiting()) return backoff.setAside(event)
    try {
      await open(event)
      backoff.answered()
    } catch (error) {
      if (!(error instanceof SignerUnavailable)) throw error
      backoff.failed(event)
    }
  }

  async function filters(): Promise<Filter[]> {
    const newest = await db.seen.orderBy('createdAt').last()
    const since = newest ? { since: newest.createdAt - SINCE_MARGIN_SECONDS } : {}
    return [
      { kinds: [GIFT_WRAP_KIND], '#p': [me], ...since },
      { kinds: [LEGACY_DM_KIND], '#p': [me], ...since },
      { kinds: [LEGACY_DM_KIND], authors: [me], ...since },
    ]
  }

  return {
    handle,
    /** Listens on the given relays; events are handled one at a time, in arrival order. */
    start(relays: string[]): Subscription {
      const listening = from(filters())
        .pipe(
          concatMap((list) => deps.req(list, { relays: relays.length ? relays : undefined, closeOnEose: false })),
          filter((message): message is Extract<PoolMessage, { type: 'event' }> => message.type === 'event'),
          concatMap((message) => from(handle(message.event).catch(warnUnstored))),
        )
        .subscribe()
      listening.add(() => backoff.stop())
      return listening
    },
  }
}
