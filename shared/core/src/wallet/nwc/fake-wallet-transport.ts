// Test support (not exported): an in-memory stand-in for the relays between the NWC client and one wallet.
import { Observable, type Subscriber } from 'rxjs'
import { matchFilters } from 'nostr-tools/filter'
import * as nip04 from 'nostr-tools/nip04'
import * as nip44 from 'nostr-tools/nip44'
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import type { Filter, NostrEvent } from '../../nostr-types'
import type { PoolMessage } from '../../relay/pool/pool-types'
import type { NwcTransport } from './nwc-request'

const RELAY = 'wss://fake.relay/'

interface LiveSubscription {
  filters: Filter[]
  subscriber: Subscriber<PoolMessage>
}

export interface FakeWallet extends NwcTransport {
  readonly walletPubkey: string
  readonly relay: string
  /** Requests the client published, in order. */
  readonly requests: NostrEvent[]
  /** Subscriptions still open (info lookups complete at once). */
  liveSubscriptions(): number
  /** The decrypted body of a request (either scheme). */
  read(request: NostrEvent): { method: string; params: Record<string, unknown> }
  /** Sends a kind-23195 answer to `request`, NIP-44 unless told, from the wallet unless `from` is given. */
  answer(request: NostrEvent, body: object, opts?: { scheme?: 'nip04' | 'nip44_v2'; from?: Uint8Array; tags?: string[][] }): void
}

/** `info`: the tags of the wallet's kind-13194 event, or null for none at all. */
export function createFakeWallet(info: string[][] | null = [['encryption', 'nip44_v2 nip04']]): FakeWallet {
  const walletSecret = generateSecretKey()
  const walletPubkey = getPublicKey(walletSecret)
  const live = new Set<LiveSubscription>()
  const requests: NostrEvent[] = []
  const infoEvent = info && sign(walletSecret, { kind: 13194, content: 'get_info get_balance pay_invoice', tags: info })

  const req = (filters: Filter[], opts: { closeOnEose: boolean }) =>
    new Observable<PoolMessage>((subscriber) => {
      if (infoEvent && matchFilters(filters, infoEvent)) subscriber.next({ type: 'event', event: infoEvent, relay: RELAY })
      subscriber.next({ type: 'eose' })
      if (opts.closeOnEose) return subscriber.complete()
      const entry = { filters, subscriber }
      live.add(entry)
      return () => live.delete(entry)
    })

  const read = (request: NostrEvent) => {
    const plaintext = request.content.includes('?iv=')
      ? nip04.decrypt(walletSecret, request.pubkey, request.content)
      : nip44.decrypt(request.content, nip44.getConversationKey(walletSecret, request.pubkey))
    return JSON.parse(plaintext) as { method: string; params: Record<string, unknown> }
  }

  const answer: FakeWallet['answer'] = (request, body, opts = {}) => {
    const secret = opts.from ?? walletSecret
    const text = JSON.stringify(body)
    const content =
      opts.scheme === 'nip04'
        ? nip04.encrypt(secret, request.pubkey, text)
        : nip44.encrypt(text, nip44.getConversationKey(secret, request.pubkey))
    const tags = opts.tags ?? [['p', request.pubkey], ['e', request.id]]
    const event = sign(secret, { kind: 23195, content, tags })
    for (const { filters, subscriber } of [...live]) {
      if (matchFilters(filters, event)) subscriber.next({ type: 'event', event, relay: RELAY })
    }
  }

  return {
    walletPubkey,
    relay: RELAY,
    requests,
    liveSubscriptions: () => live.size,
    read,
    answer,
    req,
    publish: async (event) => {
      requests.push(event)
      return [{ relay: RELAY, ok: true, message: '' }]
    },
  }
}

function sign(secret: Uint8Array, template: { kind: number; content: string; tags: string[][] }): NostrEvent {
  const event = finalizeEvent({ ...template, created_at: Math.floor(Date.now() / 1000) }, secret)
  return JSON.parse(JSON.stringify(event)) as NostrEvent
}
