import type { NostrEvent } from '../nostr-types'
import { systemClock, type Clock } from '../policies/clock'
import { SIGNER_ERRORS } from './signer-errors'
import type { EventTemplate, Signer } from './signer-types'

/** The `window.nostr` object of a NIP-07 browser extension. */
export interface Nip07Extension {
  getPublicKey(): Promise<string>
  signEvent(template: EventTemplate): Promise<NostrEvent>
  getRelays?(): Promise<Record<string, { read: boolean; write: boolean }>>
  nip04?: { encrypt(pubkey: string, plaintext: string): Promise<string>; decrypt(pubkey: string, ciphertext: string): Promise<string> }
  nip44?: { encrypt(pubkey: string, plaintext: string): Promise<string>; decrypt(pubkey: string, ciphertext: string): Promise<string> }
}

/** How to find and wait for the extension. */
export interface Nip07Options {
  /** Where the extension appears; `globalThis.nostr` by default (extensions inject it late). */
  getExtension?: () => Nip07Extension | undefined
  clock?: Clock
  /** How long to wait for the extension to appear. */
  timeoutMs?: number
  pollMs?: number
}

/** Default wait for an extension to inject `window.nostr`. */
export const NIP07_TIMEOUT_MS = 3000

/** Resolves once the extension is present, else rejects "NIP-07 extension not available" after the timeout. */
export function waitForExtension(opts: Nip07Options = {}): Promise<Nip07Extension> {
  const getExtension = opts.getExtension ?? (() => (globalThis as { nostr?: Nip07Extension }).nostr)
  const clock = opts.clock ?? systemClock
  const deadline = clock.now() + (opts.timeoutMs ?? NIP07_TIMEOUT_MS)
  return new Promise((resolve, reject) => {
    const check = () => {
      const extension = getExtension()
      if (extension) return resolve(extension)
      if (clock.now() >= deadline) return reject(new Error(SIGNER_ERRORS.extensionMissing))
      clock.setTimeout(check, opts.pollMs ?? 100)
    }
    check()
  })
}

/** Waits for the extension and asks it for the user's key; a refusal surfaces as "User rejected access". */
export async function createNip07Signer(opts: Nip07Options = {}): Promise<{ signer: Signer; pubkey: string }> {
  const extension = await waitForExtension(opts)
  const pubkey = await rejectedAsAccess(() => extension.getPublicKey())
  const cipher = (name: 'nip04' | 'nip44') => ({
    encrypt: (peer: string, plaintext: string) => rejectedAsAccess(() => required(extension[name]).encrypt(peer, plaintext)),
    decrypt: (peer: string, ciphertext: string) => rejectedAsAccess(() => required(extension[name]).decrypt(peer, ciphertext)),
  })
  const signer: Signer = {
    getPublicKey: async () => pubkey,
    signEvent: (template) => rejectedAsAccess(() => extension.signEvent(template)),
    nip04: cipher('nip04'),
    nip44: cipher('nip44'),
  }
  return { signer, pubkey }
}

function required<T>(value: T | undefined): T {
  if (!value) throw new Error(SIGNER_ERRORS.extensionMissing)
  return value
}

async function rejectedAsAccess<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof Error && error.message === SIGNER_ERRORS.extensionMissing) throw error
    throw new Error(SIGNER_ERRORS.userRejected, { cause: error })
  }
}
