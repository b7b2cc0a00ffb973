import 'fake-indexeddb/auto'
import { filter, firstValueFrom } from 'rxjs'
import { generateSecretKey } from 'nostr-tools/pure'
import { afterEach, describe, expect, it } from 'vitest'
import { bytesToHex } from '../signers/private-key-signer'
import { createMemoryStorage } from '../policies/storage'
import { NOTIFICATION_STORAGE_KEY } from '../notifications'
import { createCore, type Core } from './create-core'
import { createRelayPool } from '../relay/pool/relay-pool'

let core: Core | undefined
afterEach(() => core?.dispose())

describe('log out', () => {
  it('clears the keys and the private caches: decrypted messages, notification state, seen posts', async () => {
    const storage = createMemoryStorage()
    core = createCore({ remotes: {}, relays: [] }, { storage, transport: 'main', mainThreadPool: createRelayPool, graphCrawl: false, dbName: `logout-${Date.now()}` })
    const signer = await core.signer()
    await signer.loginWithPrivateKey(bytesToHex(generateSecretKey()))
    await firstValueFrom(core.session$.pipe(filter(Boolean)))
    core.feeds.seen.markSeen(['a'.repeat(64)])
    core.notifications.markSeen()
    await core.db.use((db) => db.decryptedEvents.put({ id: 'b'.repeat(64), content: 'secret' } as never), undefined)

    const seenAt = () => JSON.parse(storage.getItem(NOTIFICATION_STORAGE_KEY) ?? '{}').state?.seenAt
    expect(seenAt()).toBeGreaterThan(0)
    expect(core.feeds.seen.has('a'.repeat(64))).toBe(true)
    expect(await core.db.use((db) => db.decryptedEvents.count(), -1)).toBe(1)

    signer.logout()
    await firstValueFrom(core.session$.pipe(filter((user) => user === null)))
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(signer.get()).toBeNull()
    expect(core.feeds.seen.has('a'.repeat(64))).toBe(false)
    expect(seenAt()).toBe(0)
    expect(await core.db.use((db) => db.decryptedEvents.count(), -1)).toBe(0)
  })
})
