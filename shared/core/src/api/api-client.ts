import type { NostrEvent } from '../nostr-types'
import type { FetchLike } from '../names/fetch-json'
import type { EventTemplate } from '../signers/signer-types'
import { sha256Hex } from '../util/sha256-hex'

/** Spec 1 §8: server answers that are not ok. */
export const API_ERRORS = { invalidResponse: 'Invalid response', noServer: 'No notification server configured' } as const

/** A paid-subscription invoice as the API server lists it. */
export interface ApiInvoice {
  id: string
  plan: string
  term: string
  amount: number
  currency: string
  status: string
  created_at?: number
}

/** A browser's push endpoint and keys, as the server stores them. */
export interface WebPushSubscription {
  endpoint: string
  p256dh: string
  auth: string
}

/** A server-side push subscription (spec 1 §3): where to push and which events. */
export interface ServerPushSubscription {
  web_push_subscriptions?: WebPushSubscription[]
  webhooks?: string[]
  filter?: { kinds?: number[]; '#p'?: string[] }
  subscriber?: string
}

/** The body of create and update (spec 1 §7). */
export interface PushSubscriptionBody {
  web_push_subscriptions: WebPushSubscription[]
  webhooks: string[]
  filter: { kinds: number[]; '#p': string[] }
  fcm_tokens: string[]
  apns_tokens: string[]
}

/** The notification/API server of spec 1 §7: paid subscriptions, push subscriptions and user registration. */
export interface ApiClient {
  info(): Promise<{ vapid_public_key?: string }>
  /** POST subscriptions/create/: an invoice for the tier and term. */
  createSubscription(plan: string, term: string): Promise<ApiInvoice>
  /** GET invoices/: the user's subscription invoices. */
  invoices(): Promise<ApiInvoice[]>
  /** POST invoices/{id}/get-payment-link/: where to pay it (a lightning: link). */
  paymentLink(invoiceId: string): Promise<{ payment_link: string }>
  /** GET subscriptions/: the user's push subscriptions by id. */
  pushSubscriptions(): Promise<Record<string, ServerPushSubscription>>
  /** POST subscriptions: a new push subscription; the server answers with its id. */
  createPushSubscription(body: PushSubscriptionBody): Promise<{ id?: string }>
  /** POST subscriptions/{id}: replaces one. */
  updatePushSubscription(id: string, body: PushSubscriptionBody): Promise<unknown>
  /** DELETE subscriptions/{id}. */
  deletePushSubscription(id: string): Promise<unknown>
  /** POST user/register: claims a username (optional Cloudflare Turnstile token). */
  registerUser(username: string, cfToken?: string): Promise<unknown>
}

export interface ApiClientDeps {
  /** The server's base address (settings' notification server); '' when none. */
  server(): string
  /** Signs as the signed-in user (NIP-98 HTTP auth). */
  sign(template: EventTemplate): Promise<NostrEvent>
  fetch?: FetchLike
  now?: () => number
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

/** The API client: NIP-98 `Authorization: Nostr …` on every authenticated call, a JSON body with its content type. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const now = deps.now ?? (() => Date.now())

  async function authorization(url: string, method: string, body?: string): Promise<string> {
    const tags = [['u', url], ['method', method], ...(body ? [['payload', await sha256Hex(body)]] : [])]
    const event = await deps.sign({ kind: 27235, content: '', tags, created_at: Math.floor(now() / 1000) })
    return `Nostr ${base64(JSON.stringify(event))}`
  }

  async function call<T>(method: string, path: string, opts: { auth?: boolean; json?: unknown } = {}): Promise<T> {
    const server = deps.server().trim()
    if (!server) throw new Error(API_ERRORS.noServer)
    const url = new URL(path, server.endsWith('/') ? server : `${server}/`).href
    const body = opts.json === undefined ? undefined : JSON.stringify(opts.json)
    const headers: Record<string, string> = { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) }
    if (opts.auth !== false) headers.authorization = await authorization(url, method, body)
    const response = await doFetch(url, { method, headers, body })
    const json = (await response.json().catch(() => null)) as { error?: unknown } | null
    if (json && typeof json.error === 'string' && json.error) throw new Error(json.error)
    if (!response.ok || json === null) throw new Error(API_ERRORS.invalidResponse)
    return json as T
  }

  return {
    info: () => call('GET', 'info', { auth: false }),
    createSubscription: (plan, term) => call('POST', 'subscriptions/create/', { json: { plan, term } }),
    invoices: () => call('GET', 'invoices/'),
    paymentLink: (invoiceId) => call('POST', `invoices/${encodeURIComponent(invoiceId)}/get-payment-link/`),
    pushSubscriptions: () => call('GET', 'subscriptions/'),
    createPushSubscription: (body) => call('POST', 'subscriptions', { json: body }),
    updatePushSubscription: (id, body) => call('POST', `subscriptions/${encodeURIComponent(id)}`, { json: body }),
    deletePushSubscription: (id) => call('DELETE', `subscriptions/${encodeURIComponent(id)}`),
    registerUser: (username, cfToken) => call('POST', 'user/register', { json: cfToken ? { username, cfToken } : { username } }),
  }
}
