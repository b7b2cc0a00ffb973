import 'fake-indexeddb/auto'
import { filter, firstValueFrom } from 'rxjs'
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure'
import { afterEach, describe, expect, it } from 'vitest'
import { bytesToHex } from '../signers/private-key-signer'
import { createMemoryStorage } from '../policies/storage'
import { createCore, type Core } from './create-core'
import { createRelayPool } from '../relay/pool/relay-pool'

const cores: Core[] = []
afterEach(() => cores.splice(0).forEach((core) => core.dispose()))

function core(storage = createMemoryStorage()): Core {
  const created = createCore({ remotes: {}, relays: [] }, { storage, transport: 'main', mainThreadPool: createRelayPool, graphCrawl: false, dbName: `session-${Date.now()}-${cores.length}` })
  cores.push(created)
  return created
}

describe('session', () => {
  it('is null for a visitor at once, and the user after a login in this tab', async () => {
    const visitor = core()
    const sessions: unknown[] = []
    visitor.session$.subscribe((user) => sessions.push(user))
    expect(sessions).toEqual([null])

    const key = generateSecretKey()
    await (await visitor.signer()).loginWithPrivateKey(bytesToHex(key))
    const user = await firstValueFrom(visitor.session$.pipe(filter(Boolean)))
    expect(user.pubkey).toBe(getPublicKey(key))
  })

  it('restores a stored login on the next visit', async () => {
    const storage = createMemoryStorage()
    const key = generateSecretKey()
    await (await core(storage).signer()).loginWithPrivateKey(bytesToHex(key))
    const next = core(storage)
    const restored = await firstValueFrom(next.session$)
    expect(restored?.pubkey).toBe(getPublicKey(key))
  })
})
