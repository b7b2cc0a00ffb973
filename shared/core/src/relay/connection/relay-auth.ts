import { nowInSeconds, type Clock } from '../../policies/clock'
import type { NostrEvent } from '../../nostr-types'
import type { RelayState } from './connection-types'

/** Signs the NIP-42 kind-22242 event; injected (the signers live elsewhere). */
export type AuthSigner = (template: { kind: number; created_at: number; tags: string[][]; content: string }) => Promise<NostrEvent>

/** How long to wait for a challenge, and for the relay's OK to our AUTH. */
export const AUTH_TIMEOUT_MS = 5_000
/** NIP-42 authentication event kind. */
export const AUTH_EVENT_KIND = 22242
/**
 * AUTH events signed per socket at most: a relay that answers every REQ with a fresh challenge (or asks again after
 * accepting) gets no more signatures, and no more prompts from a remote signer, until it reconnects.
 */
export const MAX_AUTH_ATTEMPTS_PER_SOCKET = 3

const AUTH_PREFIXES = ['auth-required:', 'restricted:', 'blocked:']

/** Spec 3 §4: replies auth-required, not authorized (restricted) and blocked are retried after authentication. */
export function needsAuth(message: string): boolean {
  return AUTH_PREFIXES.some((prefix) => message.startsWith(prefix))
}

interface AuthDeps {
  url: string
  clock: Clock
  signer?: AuthSigner
  send(message: unknown[]): boolean
  setState(state: RelayState, error?: string): void
}

/** NIP-42 for one connection: remembers the challenge and authenticates on demand, once per challenge. */
export function createRelayAuth(deps: AuthDeps) {
  let challenge: string | null = null
  let authenticated: string | null = null
  let running: Promise<boolean> | null = null
  let attempts = 0
  const challengeWaiters = new Set<(challenge: string | null) => void>()
  const okWaiters = new Map<string, (ok: boolean, message: string) => void>()

  const within = <T>(promise: Promise<T>, fallback: T) =>
    new Promise<T>((resolve) => {
      const timer = deps.clock.setTimeout(() => resolve(fallback), AUTH_TIMEOUT_MS)
      void promise.then((value) => {
        deps.clock.clearTimeout(timer)
        resolve(value)
      })
    })

  const nextChallenge = () => within(new Promise<string | null>((resolve) => challengeWaiters.add(resolve)), null)

  async function run(): Promise<boolean> {
    const current = challenge ?? (await nextChallenge())
    if (!current || !deps.signer) return false
    if (authenticated === current) return true
    if (attempts >= MAX_AUTH_ATTEMPTS_PER_SOCKET) {
      deps.setState('auth requested', `Authentication failed: the relay asked ${attempts + 1} times`)
      return false
    }
    attempts += 1
    deps.setState('authenticating')
    try {
      const tags = [['relay', deps.url], ['challenge', current]]
      const event = await deps.signer({ kind: AUTH_EVENT_KIND, created_at: nowInSeconds(deps.clock), tags, content: '' })
      const answer = new Promise<[boolean, string]>((resolve) => okWaiters.set(event.id, (ok, m) => resolve([ok, m])))
      if (!deps.send(['AUTH', event])) throw new Error('Relay disconnected')
      const [ok, message] = await within(answer, [false, `no answer in ${AUTH_TIMEOUT_MS}ms`])
      okWaiters.delete(event.id)
      if (!ok) throw new Error(message || 'rejected')
      authenticated = current
      deps.setState('authenticated')
      return true
    } catch (error) {
      deps.setState('auth requested', `Authentication failed: ${(error as Error)?.message ?? error}`)
      return false
    }
  }

  return {
    onChallenge(value: string): void {
      challenge = value
      challengeWaiters.forEach((resolve) => resolve(value))
      challengeWaiters.clear()
      if (authenticated !== value && !running) deps.setState('auth requested')
    },
    /** Resolves true once authenticated (at once if already), false without a signer or on failure. */
    authenticate(): Promise<boolean> {
      if (!deps.signer) return Promise.resolve(false)
      running ??= run().finally(() => (running = null))
      return running
    },
    /** Consumes the OK answering our AUTH event; false when the OK is for something else. */
    handleOk(eventId: string, ok: boolean, message: string): boolean {
      const waiter = okWaiters.get(eventId)
      waiter?.(ok, message)
      return waiter !== undefined
    },
    /** The socket dropped: a new one gets a new challenge. */
    reset(): void {
      challenge = null
      authenticated = null
      attempts = 0
      okWaiters.forEach((resolve) => resolve(false, 'Relay disconnected'))
      okWaiters.clear()
    },
  }
}
