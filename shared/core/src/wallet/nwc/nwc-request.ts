import { filter, lastValueFrom, map, toArray, type Observable, type Subscription } from 'rxjs'
import { finalizeEvent } from 'nostr-tools/pure'
import type { Filter, NostrEvent } from '../../nostr-types'
import { nowInSeconds, type Clock } from '../../policies/clock'
import type { PublishResult } from '../../relay/connection/connection-types'
import type { PoolMessage } from '../../relay/pool/pool-types'
import { NWC_INFO_KIND, NWC_REQUEST_KIND, NWC_RESPONSE_KIND } from './nwc-constants'
import { decryptFromWallet, encryptForWallet, type NwcEncryption } from './nwc-encryption'

/** The part of the relay pool the NWC client uses (the core's RelayPool fits). */
export interface NwcTransport {
  req(filters: Filter[], opts: { relays: string[]; closeOnEose: boolean }): Observable<PoolMessage>
  publish(event: NostrEvent, opts: { relays: string[]; quorum?: number }): Promise<PublishResult[]>
}

/** One connection to one wallet. */
export interface NwcSession {
  transport: NwcTransport
  clock: Clock
  walletPubkey: string
  relays: string[]
  secret: Uint8Array
  clientPubkey: string
  timeoutMs: number
}

/** The decrypted body of a kind-23195 answer. */
export interface NwcResponse {
  result_type?: string
  result?: unknown
  error?: { code?: string; message?: string } | null
}

/** The wallet's newest kind-13194 info event on the connection's relays, if any. */
export async function fetchWalletInfo(session: NwcSession): Promise<NostrEvent | undefined> {
  const infoFilter: Filter = { kinds: [NWC_INFO_KIND], authors: [session.walletPubkey], limit: 1 }
  const events = await lastValueFrom(
    session.transport.req([infoFilter], { relays: session.relays, closeOnEose: true }).pipe(
      filter((message) => message.type === 'event'),
      map((message) => message.event),
      filter((event) => event.pubkey === session.walletPubkey),
      toArray(),
    ),
  )
  return events.sort((a, b) => b.created_at - a.created_at)[0]
}

/**
 * A signed kind-23194 request: `p` = the wallet, `encryption` = the scheme used, and a NIP-40 `expiration`
 * at the request timeout so a wallet (or relay) drops it once the client has given up.
 */
export function buildRequestEvent(session: NwcSession, scheme: NwcEncryption, method: string, params: object): NostrEvent {
  const createdAt = nowInSeconds(session.clock)
  const content = encryptForWallet(scheme, session.secret, session.walletPubkey, JSON.stringify({ method, params }))
  const tags = [
    ['p', session.walletPubkey],
    ['encryption', scheme],
    ['expiration', String(createdAt + Math.ceil(session.timeoutMs / 1000))],
  ]
  const signed = finalizeEvent({ kind: NWC_REQUEST_KIND, created_at: createdAt, tags, content }, session.secret)
  return JSON.parse(JSON.stringify(signed)) as NostrEvent
}

export interface ExchangeHandlers {
  onResponse(response: NwcResponse): void
  onError(error: Error): void
}

/**
 * Subscribes to the answers to `request`, publishes it once the relays answered that subscription
 * (answers are ephemeral: one sent before the subscription exists is lost), and reports each readable answer.
 * Unsubscribing closes the subscription.
 */
export function exchange(session: NwcSession, request: NostrEvent, handlers: ExchangeHandlers): Subscription {
  const answers: Filter = { kinds: [NWC_RESPONSE_KIND], authors: [session.walletPubkey], '#e': [request.id] }
  let published = false
  const publishOnce = () => {
    if (published) return
    published = true
    // Quorum 0: a request nobody took must not be kept and re-sent later by the pool.
    session.transport.publish(request, { relays: session.relays, quorum: 0 }).catch((error: unknown) => handlers.onError(asError(error)))
  }
  return session.transport.req([answers], { relays: session.relays, closeOnEose: false }).subscribe({
    next: (message) => {
      if (message.type === 'eose') return publishOnce()
      const response = readResponse(session, request.id, message.event)
      if (response) handlers.onResponse(response)
    },
    error: (error: unknown) => handlers.onError(asError(error)),
  })
}

/**
 * The answer in `event`, when it is one: from the wallet, to this client (a `p` tag, when present, names it;
 * Alby's SDK 7 service sends none), about this request, and readable. Anything else is ignored.
 */
export function readResponse(session: NwcSession, requestId: string, event: NostrEvent): NwcResponse | undefined {
  if (event.kind !== NWC_RESPONSE_KIND || event.pubkey !== session.walletPubkey) return undefined
  const recipient = event.tags.find((tag) => tag[0] === 'p')?.[1]
  if (recipient !== undefined && recipient !== session.clientPubkey) return undefined
  if (!event.tags.some((tag) => tag[0] === 'e' && tag[1] === requestId)) return undefined
  try {
    const body: unknown = JSON.parse(decryptFromWallet(session.secret, session.walletPubkey, event.content))
    return typeof body === 'object' && body !== null ? (body as NwcResponse) : undefined
  } catch {
    return undefined
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}
