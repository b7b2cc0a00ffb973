import type { Observable, Subscription } from 'rxjs'
import * as nip04 from 'nostr-tools/nip04'
import { finalizeEvent, getPublicKey } from 'nostr-tools/pure'
import type { Filter, NostrEvent } from '../../nostr-types'
import { nowInSeconds, systemClock, type Clock } from '../../policies/clock'
import type { PoolMessage } from '../../relay/pool/pool-types'
import type { PublishResult } from '../../relay/connection/connection-types'
import { cachedConversationKey as conversationKey, decryptNip44, encryptNip44 } from '../nip44-v2'
import { SIGNER_ERRORS } from '../signer-errors'

/** Spec 3 §3: remote-signer requests and answers are kind 24133. */
export const NIP46_KIND = 24133
/** How long one remote-signer request may take (the user may have to approve it). */
export const NIP46_REQUEST_TIMEOUT_MS = 60_000

/** The part of the relay pool a remote signer needs. */
export interface Nip46Transport {
  req(filters: Filter[], opts: { relays: string[]; closeOnEose: false }): Observable<PoolMessage>
  publish(event: NostrEvent, opts: { relays: string[] }): Promise<PublishResult[]>
}

/** One session with a remote signer. */
export interface Nip46RpcOptions {
  transport: Nip46Transport
  clientSecret: Uint8Array
  relays: string[]
  remotePubkey?: string
  clock?: Clock
  timeoutMs?: number
  /** The remote signer asks the user to visit a page (auth_url). */
  onAuthUrl?: (url: string) => void
}

interface Response {
  id: string
  result?: string
  error?: string
}

type Pending = { resolve(result: string): void; reject(error: Error): void; timer: unknown }

/** JSON-RPC over encrypted kind-24133 events, as in NIP-46. */
export interface Nip46Rpc {
  readonly clientPubkey: string
  /** Settles once the relays answered the reply subscription (replies sent from now on arrive). */
  readonly ready: Promise<void>
  remotePubkey(): string | undefined
  request(method: string, params: string[]): Promise<string>
  /** nostrconnect flow: resolves with the remote signer's key once it answers with our secret. */
  waitForConnect(secret: string): Promise<string>
  close(): void
}

/** Opens the reply subscription at once; requests wait until the relays answered it. */
export function createNip46Rpc(opts: Nip46RpcOptions): Nip46Rpc {
  const clock = opts.clock ?? systemClock
  const clientPubkey = getPublicKey(opts.clientSecret)
  const pending = new Map<string, Pending>()
  const connectWaiters = new Map<string, (pubkey: string) => void>()
  let remote = opts.remotePubkey
  let serial = 0
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const filter: Filter = { kinds: [NIP46_KIND], '#p': [clientPubkey], since: nowInSeconds(clock) - 10 }
  const subscription: Subscription = opts.transport
    .req([filter], { relays: opts.relays, closeOnEose: false })
    .subscribe((message) => (message.type === 'eose' ? markReady() : onReply(message.event)))

  function onReply(event: NostrEvent) {
    const response = decryptResponse(opts.clientSecret, event)
    if (!response) return
    const waiter = response.result ? connectWaiters.get(response.result) : undefined
    if (waiter) return waiter(event.pubkey)
    if (response.result === 'auth_url' && response.error) return opts.onAuthUrl?.(response.error)
    const call = pending.get(response.id)
    if (!call || event.pubkey !== remote) return
    pending.delete(response.id)
    clock.clearTimeout(call.timer)
    if (response.error) call.reject(new Error(response.error))
    else call.resolve(response.result ?? '')
  }

  async function request(method: string, params: string[]): Promise<string> {
    const target = remote
    if (!target) throw new Error(SIGNER_ERRORS.bunkerPubkeyMissing)
    await ready
    const id = `${clientPubkey.slice(0, 8)}-${++serial}`
    const content = encryptNip44(JSON.stringify({ id, method, params }), conversationKey(opts.clientSecret, target))
    const event = finalizeEvent({ kind: NIP46_KIND, created_at: nowInSeconds(clock), tags: [['p', target]], content }, opts.clientSecret)
    const answer = new Promise<string>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        pending.delete(id)
        reject(new Error(`Timeout: ${opts.timeoutMs ?? NIP46_REQUEST_TIMEOUT_MS}ms`))
      }, opts.timeoutMs ?? NIP46_REQUEST_TIMEOUT_MS)
      pending.set(id, { resolve, reject, timer })
    })
    await opts.transport.publish(JSON.parse(JSON.stringify(event)) as NostrEvent, { relays: opts.relays })
    return answer
  }

  return {
    clientPubkey,
    ready,
    remotePubkey: () => remote,
    request,
    waitForConnect: (secret) =>
      new Promise((resolve) =>
        connectWaiters.set(secret, (pubkey) => {
          connectWaiters.delete(secret)
          remote = pubkey
          resolve(pubkey)
        }),
      ),
    close() {
      subscription.unsubscribe()
      for (const call of pending.values()) clock.clearTimeout(call.timer)
      pending.clear()
    },
  }
}

/** NIP-44 replies, or NIP-04 ones from older signers; anything unreadable is ignored. */
function decryptResponse(secret: Uint8Array, event: NostrEvent): Response | undefined {
  try {
    const plaintext = event.content.includes('?iv=')
      ? nip04.decrypt(secret, event.pubkey, event.content)
      : decryptNip44(event.content, conversationKey(secret, event.pubkey))
    const parsed = JSON.parse(plaintext) as Response
    return typeof parsed?.id === 'string' ? parsed : undefined
  } catch {
    return undefined
  }
}
