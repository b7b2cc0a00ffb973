import 'fake-indexeddb/auto'
import * as nip17 from 'nostr-tools/nip17'
import { verifyEvent } from 'nostr-tools/pure'
import { BehaviorSubject, map } from 'rxjs'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { createUserStore } from '../stores/user-store'
import { userStoreLoginPersistence } from '../signers/login-persistence'
import { createSignerStore } from '../signers/signer-store'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor, plain } from '../test-support/test-relay'
import { until } from './chat-test-kit'
import { createChatService } from './chat-service'

// The project's test bunker (as in signers/nip46/bunker-login.test.ts and the e2e suite): a real NIP-46 remote
// signer on the real relay that holds the user's key. The client side only speaks kind 24133 to it.
interface Bunker {
  userPubkey: string
  uri: string
  requests: { method: string; client: string }[]
  close(): Promise<void>
}
const BUNKER_MODULE = new URL('../../../../e2e/servers/bunker.mjs', import.meta.url).href
const startBunker = async (relayUrl: string): Promise<Bunker> =>
  ((await import(/* @vite-ignore */ BUNKER_MODULE)) as { startBunker(opts: { relayUrl: string }): Promise<Bunker> }).startBunker({ relayUrl })

const fixture = useRelayPool()
const wrapsTo = (pubkey: string) => fixture.pool.query([{ kinds: [1059], '#p': [pubkey] }])

/** A new bunker (and user) per test, closed when the test ends. */
async function newBunker() {
  const bunker = await startBunker(fixture.relay.url)
  onTestFinished(() => bunker.close())
  return bunker
}

/** The bunker's user signed in with its bunker:// URI, and the chat over that signer store, wired as chatOf(core) does. */
async function signInWithBunker(bunker: Bunker, distances: Record<string, number> = {}) {
  const storage = createMemoryStorage()
  const store = createSignerStore({ persistence: userStoreLoginPersistence(createUserStore({ storage }), storage), transport: fixture.pool })
  const user = await store.loginWithBunker(bunker.uri)
  expect(user).toMatchObject({ pubkey: bunker.userPubkey, method: 'nip46', locked: false })
  const service = createChatService({
    pool: fixture.pool,
    signer: async () => ({
      sign: (template) => store.sign(template),
      encrypt: (scheme, pubkey, text) => store.encrypt(scheme, pubkey, text),
      decrypt: (scheme, pubkey, text) => store.decrypt(scheme, pubkey, text),
    }),
    verify: (event) => verifyEvent(plain(event)),
    distanceOf: async (pubkey) => (pubkey === user.pubkey ? 0 : (distances[pubkey] ?? 1000)),
    relays: () => [fixture.relay.url],
    me$: store.user$.pipe(map((current) => (current && !current.locked ? current.pubkey : null))),
    mutes$: new BehaviorSubject<string[]>([]),
    storage,
  })
  onTestFinished(async () => {
    service.dispose()
    store.logout()
  })
  const asked = (method: string) => bunker.requests.filter((request) => request.method === method).length
  return { me: user.pubkey, service, asked }
}

describe('NIP-17 chats when the user signs with a NIP-46 remote signer (bunker)', () => {
  it('unwraps gift wraps through the bunker: one waiting on the relay and one arriving live', async () => {
    const peer = createAuthor()
    const bunker = await newBunker()
    await fixture.pool.publish(nip17.wrapEvent(peer.secretKey, { publicKey: bunker.userPubkey }, 'written before you signed in'))
    const { me, service, asked } = await signInWithBunker(bunker, { [peer.pubkey]: 1 })

    const [first] = await until(service.messages$(peer.pubkey), (list) => list.length === 1)
    expect(first).toMatchObject({ sessionId: peer.pubkey, author: peer.pubkey, content: 'written before you signed in', protocol: 'nip17', kind: 14 })
    const [session] = await until(service.sessions$, (sessions) => sessions.length === 1)
    expect(session).toMatchObject({ id: peer.pubkey, participants: [peer.pubkey], request: false, unread: true })

    await fixture.pool.publish(nip17.wrapEvent(peer.secretKey, { publicKey: me }, 'and one while you are here'))
    const messages = await until(service.messages$(peer.pubkey), (list) => list.length === 2)
    expect(messages.map((message) => [message.author, message.content])).toEqual(
      expect.arrayContaining([[peer.pubkey, 'written before you signed in'], [peer.pubkey, 'and one while you are here']]),
    )
    // Wrap and seal of each message were opened by the bunker, which alone holds the user's key.
    expect(asked('nip44_decrypt')).toBeGreaterThanOrEqual(4)
  })

  it('sends a wrap that nostr-tools opens with the peer’s key, authored by the user, signed and sealed by the bunker', async () => {
    const peer = createAuthor()
    const { me, service, asked } = await signInWithBunker(await newBunker())
    await service.send(peer.pubkey, 'signed far away')

    const [sent] = await until(service.messages$(peer.pubkey), (list) => list.length === 1 && list[0].delivery !== undefined && Object.values(list[0].delivery).every((state) => state === 'ok'))
    expect(sent).toMatchObject({ author: me, content: 'signed far away', protocol: 'nip17' })
    const wraps = await wrapsTo(peer.pubkey)
    expect(wraps).toHaveLength(1)
    expect(wraps[0].pubkey).not.toBe(me) // the wrap is signed by a throwaway key
    const rumor = nip17.unwrapEvent(wraps[0], peer.secretKey)
    expect(rumor).toMatchObject({ kind: 14, pubkey: me, content: 'signed far away', id: sent.id })
    expect(rumor.tags).toEqual(expect.arrayContaining([['p', peer.pubkey]]))
    // The user's own copy opens with their key, held by the bunker: the service shows it as one message.
    expect((await wrapsTo(me)).length).toBe(1)
    expect(asked('nip44_encrypt')).toBeGreaterThanOrEqual(2) // a seal for the peer and one for the user's copy
    expect(asked('sign_event')).toBeGreaterThanOrEqual(3) // both seals and the user's kind-10050 list
  })
})
