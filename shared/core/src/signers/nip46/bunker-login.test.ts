import { generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../policies/storage'
import { createRelayPool } from '../../relay/pool/relay-pool'
import type { RelayPool } from '../../relay/pool/pool-types'
import { createUserStore } from '../../stores/user-store'
import { NodeWebSocket, startTestRelay, type TestRelay } from '../../test-support/test-relay'
import { userStoreLoginPersistence } from '../login-persistence'
import { createPrivateKeySigner } from '../private-key-signer'
import { createSignerStore } from '../signer-store'

interface Bunker {
  remotePubkey: string
  userPubkey: string
  uri: string
  requests: { method: string; client: string }[]
  connectTo(uri: string): void
  close(): Promise<void>
}
const BUNKER_MODULE = new URL('../../../../../e2e/servers/bunker.mjs', import.meta.url).href
const startBunker = async (relayUrl: string): Promise<Bunker> =>
  ((await import(/* @vite-ignore */ BUNKER_MODULE)) as { startBunker(opts: { relayUrl: string }): Promise<Bunker> }).startBunker({ relayUrl })

describe('NIP-46 remote signer against a real bunker on the real relay', () => {
  let relay: TestRelay
  let bunker: Bunker
  let pool: RelayPool

  beforeAll(async () => {
    relay = await startTestRelay()
    bunker = await startBunker(relay.url)
    pool = createRelayPool({ relays: [], WebSocketImpl: NodeWebSocket })
  })
  afterAll(async () => {
    pool.close()
    await bunker.close()
    await relay.close()
  })

  const newStore = (storage = createMemoryStorage()) =>
    createSignerStore({ persistence: userStoreLoginPersistence(createUserStore({ storage }), storage), transport: pool })
  /** The signed-in user: the bunker's user, with the remote signer's pubkey and relay (no secret). */
  const bunkerUser = () => ({
    pubkey: bunker.userPubkey,
    method: 'nip46',
    locked: false,
    passwordProtected: false,
    remoteSigner: { pubkey: bunker.remotePubkey, relays: [relay.url] },
  })

  it('logs in with a bunker:// URI and signs an event that verifies and publishes', async () => {
    const store = newStore()
    const user = await store.loginWithBunker(bunker.uri)
    expect(user).toEqual(bunkerUser())
    expect(bunker.remotePubkey).not.toBe(bunker.userPubkey)

    const event = await store.sign({ kind: 1, content: 'signed far away', tags: [], created_at: Math.floor(Date.now() / 1000) })
    expect(event.pubkey).toBe(bunker.userPubkey)
    expect(verifyEvent(event)).toBe(true)
    const [published] = await pool.publish(event, { relays: [relay.url] })
    expect(published.ok).toBe(true)
    expect(bunker.requests.map((request) => request.method)).toEqual(expect.arrayContaining(['connect', 'get_public_key', 'sign_event']))
  })

  it('encrypts and decrypts with NIP-44 and NIP-04 through the bunker', async () => {
    const store = newStore()
    await store.loginWithBunker(bunker.uri)
    const peerKey = generateSecretKey()
    const peer = createPrivateKeySigner(peerKey)
    for (const scheme of ['nip44', 'nip04'] as const) {
      const sealed = await store.encrypt(scheme, getPublicKey(peerKey), `hello over ${scheme}`)
      expect(await peer[scheme].decrypt(bunker.userPubkey, sealed)).toBe(`hello over ${scheme}`)
      const reply = await peer[scheme].encrypt(bunker.userPubkey, 'reply')
      expect(await store.decrypt(scheme, getPublicKey(peerKey), reply)).toBe('reply')
    }
  })

  it('resumes the session after a reload without connecting again', async () => {
    const storage = createMemoryStorage()
    await newStore(storage).loginWithBunker(bunker.uri)
    const connects = bunker.requests.filter((request) => request.method === 'connect').length
    const reloaded = newStore(storage)
    expect(reloaded.get()).toEqual(bunkerUser())
    const event = await reloaded.sign({ kind: 1, content: 'after reload', tags: [], created_at: Math.floor(Date.now() / 1000) })
    expect(verifyEvent(event)).toBe(true)
    expect(bunker.requests.filter((request) => request.method === 'connect').length).toBe(connects)
  })

  it('refuses a bunker URI with the wrong secret', async () => {
    const wrong = bunker.uri.replace(/secret=[^&]+/, 'secret=wrong')
    await expect(newStore().loginWithBunker(wrong)).rejects.toThrow('invalid secret')
  })

  it('logs in through nostrconnect:// when the bunker accepts the offer', async () => {
    const store = newStore()
    const offer = store.startNostrConnect([relay.url])
    expect(offer.uri.startsWith('nostrconnect://')).toBe(true)
    await offer.ready // kind 24133 is ephemeral: the client must be listening before the bunker answers
    bunker.connectTo(offer.uri)
    expect(await offer.login).toEqual(bunkerUser())
    const event = await store.sign({ kind: 7, content: '+', tags: [], created_at: Math.floor(Date.now() / 1000) })
    expect(verifyEvent(event)).toBe(true)
  })
})
