import { catchError, distinctUntilChanged, from, of, shareReplay, switchMap, type Observable } from 'rxjs'
import { fetchJson, type FetchLike } from '../names/fetch-json'
import { systemClock, type Clock } from '../policies/clock'
import type { SubscriptionService, SubscriptionStatus } from './subscription-types'

/** Spec 1 §9: subscription check cache 100 entries. */
export const SUBSCRIPTION_CACHE_ENTRIES = 100
const TIERS = ['vanguard', 'champion', 'patron'] as const

export interface SubscriptionServiceDeps {
  /** The notification/API server's base address ('' = none configured). */
  server$: Observable<string>
  fetch?: FetchLike
  clock?: Clock
}

/** Spec 1 §7 GET user/find: subscription_plan and subscription_end_date → a status, or null when not subscribed. */
export function parseSubscription(json: unknown, nowSeconds: number): SubscriptionStatus | null {
  if (typeof json !== 'object' || json === null) return null
  const { subscription_plan: plan, subscription_end_date: end } = json as Record<string, unknown>
  if (typeof plan !== 'string' || !plan.trim()) return null
  const endDate = typeof end === 'number' ? end : typeof end === 'string' && end ? Math.floor(Date.parse(end) / 1000) : undefined
  if (endDate !== undefined && Number.isFinite(endDate) && endDate < nowSeconds) return null
  const tier = TIERS.find((name) => plan.toLowerCase().includes(name)) ?? 'subscriber'
  return { plan, tier, ...(endDate !== undefined && Number.isFinite(endDate) ? { endDate } : {}) }
}

export function createSubscriptionService(deps: SubscriptionServiceDeps): SubscriptionService {
  const clock = deps.clock ?? systemClock
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init))
  const cache = new Map<string, Promise<SubscriptionStatus | null>>()

  let currentServer = ''
  deps.server$.subscribe((server) => (currentServer = server.trim())) // lives as long as the core

  function lookup(server: string, pubkey: string, fresh = false): Promise<SubscriptionStatus | null> {
    const key = `${server}|${pubkey}`
    const cached = cache.get(key)
    if (cached && !fresh) return cached
    cache.delete(key)
    const base = server.endsWith('/') ? server : `${server}/`
    const url = `${base}user/find?public_key=${encodeURIComponent(pubkey)}`
    const request = fetchJson(doFetch, url, { headers: { accept: 'application/json' } }, clock).then((json) =>
      parseSubscription(json, Math.floor(clock.now() / 1000)),
    )
    if (cache.size >= SUBSCRIPTION_CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
    cache.set(key, request)
    request.catch(() => cache.delete(key)) // failures are not remembered
    return request
  }

  return {
    check: (pubkey) => (currentServer ? lookup(currentServer, pubkey, true) : Promise.resolve(null)),
    status$: (pubkey) =>
      deps.server$.pipe(
        distinctUntilChanged(),
        switchMap((server) =>
          server.trim() && /^[0-9a-f]{64}$/.test(pubkey)
            ? from(lookup(server.trim(), pubkey)).pipe(catchError((error: unknown) => (console.debug('Subscription check failed', error), of(null))))
            : of(null),
        ),
        shareReplay({ bufferSize: 1, refCount: true }),
      ),
  }
}
