// Test helpers: a chat service for a test author on the real local relay (not part of the entry).
import { BehaviorSubject, firstValueFrom, filter, type Observable } from 'rxjs'
import { verifyEvent } from 'nostr-tools/pure'
import type { RelayPool } from '../relay/pool/pool-types'
import { createMemoryStorage } from '../policies/storage'
import { createPrivateKeySigner } from '../signers/private-key-signer'
import type { TestAuthor } from '../test-support/test-relay'
import { createChatService } from './chat-service'
import { createUploadService } from '../uploads/upload-service'

export interface ChatKitOptions {
  /** Follow distances known to this user (others are unknown). */
  distances?: Record<string, number>
  relays?: string[]
  mutes?: string[]
  /** A Blossom server for file messages (the project's test server), uploaded to through the core's uploader. */
  blossomUrl?: string
  /** A decryption the signer fails (e.g. times out) when this returns an error. */
  failDecrypt?: (scheme: 'nip44' | 'nip04', pubkey: string, text: string) => Error | undefined
  signerRetryDelaysMs?: number[]
}

/** A chat service signed in as `author`, counting the decryptions its signer makes. */
export function chatServiceFor(author: TestAuthor, pool: RelayPool, opts: ChatKitOptions = {}) {
  const key = createPrivateKeySigner(author.secretKey)
  const counts = { decrypt: 0 }
  const mutes$ = new BehaviorSubject(opts.mutes ?? [])
  const service = createChatService({
    pool,
    signer: async () => ({
      sign: (template) => key.signEvent(template),
      encrypt: (scheme, pubkey, text) => key[scheme].encrypt(pubkey, text),
      decrypt: async (scheme, pubkey, text) => {
        counts.decrypt++
        const failure = opts.failDecrypt?.(scheme, pubkey, text)
        if (failure) throw failure
        return key[scheme].decrypt(pubkey, text)
      },
    }),
    verify: (event) => verifyEvent(JSON.parse(JSON.stringify(event))),
    distanceOf: async (pubkey) => (pubkey === author.pubkey ? 0 : (opts.distances?.[pubkey] ?? 1000)),
    relays: () => opts.relays ?? [],
    me$: new BehaviorSubject<string | null>(author.pubkey),
    mutes$,
    storage: createMemoryStorage(),
    signerRetryDelaysMs: opts.signerRetryDelaysMs,
    ...(opts.blossomUrl && {
      upload: (file: File) =>
        createUploadService({
          user: { get: () => ({ defaultMediaserver: { url: opts.blossomUrl!, protocol: 'blossom' as const } }) },
          signer: async () => ({ sign: (template) => key.signEvent(template) }),
          prepare: async (prepared) => ({ file: prepared }),
        }).upload(file),
    }),
  })
  return { service, counts, mutes$ }
}

/** The first value of `source` that passes `check` (rejects after 5 s). */
export function until<T>(source: Observable<T>, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (subscription.unsubscribe(), reject(new Error('until: timed out'))), timeoutMs)
    const subscription = source.pipe(filter(check)).subscribe((value) => {
      clearTimeout(timer)
      subscription.unsubscribe()
      resolve(value)
    })
  })
}

export const first = <T>(source: Observable<T>) => firstValueFrom(source)
